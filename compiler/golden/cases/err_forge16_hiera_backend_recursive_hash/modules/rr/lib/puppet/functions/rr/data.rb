# A data_hash backend whose answer contains itself (hostile value).
Puppet::Functions.create_function(:'rr::data') do
  dispatch :data do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def data(options, context)
    h = { 'k' => 'v' }
    h['rr::self'] = h
    h
  end
end
