Puppet::Functions.create_function(:'svc::make') do
  dispatch :make do
    param 'String', :host
  end

  def make(host)
    PuppetX::Svc::Endpoint.new(host, 8443, 'https', ['made'])
  end
end
