Puppet::Functions.create_function(:'mb::f') do
  def f(key, options, context)
    raise ArgumentError, "backend down for #{key}" if key == 'k::a'
    context.not_found
  end
end
