# A Deferred function with a return type per dispatch (as secret lookups
# declare): the compile checks the parameter against the matching one.
Puppet::Functions.create_function(:'vault::secret') do
  dispatch :secret do
    param 'String', :path
    return_type 'Sensitive[String]'
  end

  dispatch :field do
    param 'String', :path
    param 'String', :field
    return_type 'String'
  end

  def secret(path)
    Puppet::Pops::Types::PSensitiveType::Sensitive.new("s:#{path}")
  end

  def field(path, field)
    "#{path}/#{field}"
  end
end
