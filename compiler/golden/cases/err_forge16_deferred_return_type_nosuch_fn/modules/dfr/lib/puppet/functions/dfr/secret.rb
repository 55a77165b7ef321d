# Agent-side lookups meant for Deferred (as voxpupuli/puppet-vault_lookup's vault_lookup::lookup):
# their return_type is what the compile checks a typed parameter against.
Puppet::Functions.create_function(:'dfr::secret') do
  dispatch :secret do
    param 'String', :path
    optional_param 'String', :field
    return_type 'Sensitive[String]'
  end

  dispatch :secret_count do
    param 'Integer', :n
    return_type 'Integer'
  end

  def secret(path, field = 'value')
    Puppet::Pops::Types::PSensitiveType::Sensitive.new("#{path}/#{field}")
  end

  def secret_count(n)
    n
  end
end
