# Written for this case: a 4.x module function whose parameter types are stdlib and module type aliases.
Puppet::Functions.create_function(:'probe::url') do
  dispatch :url do
    param 'Probe::Endpoint', :ep
    optional_param 'Enum[http, https]', :scheme
    return_type 'Stdlib::HTTPUrl'
  end

  def url(ep, scheme = 'https')
    "#{scheme}://#{ep['host']}:#{ep['port']}#{ep['path']}"
  end
end
