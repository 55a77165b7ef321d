# Sensitive values made and opened by module Ruby (as voxpupuli/puppet-vault_lookup and
# puppetlabs-node_encrypt handle secrets).
Puppet::Functions.create_function(:'sec::wrap') do
  dispatch :wrap do
    param 'Variant[String, Hash]', :value
  end

  dispatch :unwrap_all do
    param 'Sensitive', :value
    param 'Boolean', :open
  end

  def wrap(value)
    Puppet::Pops::Types::PSensitiveType::Sensitive.new(value)
  end

  def unwrap_all(value, open)
    return value.to_s unless open
    v = value.unwrap
    v.is_a?(Hash) ? v.keys.sort.join(',') : v.reverse
  end
end
