Puppet::Functions.create_function(:'mb::rbjson') do
  def rbjson(options, context)
    h = call_function('json_data', options, context)
    h.merge('count' => h.size)
  end
end
