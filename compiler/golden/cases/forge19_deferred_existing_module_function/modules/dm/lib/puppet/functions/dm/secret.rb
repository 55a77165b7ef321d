Puppet::Functions.create_function(:'dm::secret') do
  dispatch :secret do
    param 'String', :key
  end

  def secret(key)
    "s-#{key}"
  end
end
