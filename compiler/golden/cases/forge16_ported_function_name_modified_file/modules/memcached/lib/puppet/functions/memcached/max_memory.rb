# A fork of memcached::max_memory that answers in MB of a given total.
Puppet::Functions.create_function(:'memcached::max_memory') do
  dispatch :max_memory do
    param 'Variant[String, Integer]', :arg
  end

  def max_memory(arg)
    "max:#{arg}"
  end
end
