Puppet::Functions.create_function(:'mb::f') do
  def f(options, context)
    ['not', 'a', 'hash']
  end
end
