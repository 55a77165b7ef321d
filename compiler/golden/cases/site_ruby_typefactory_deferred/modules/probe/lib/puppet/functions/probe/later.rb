# Reduced from a site's vault_lookup::kv wrapper: a Ruby function that returns
# Puppet::Pops::Types::TypeFactory.deferred.create(name, args) (and TypeParser.singleton.parse).
Puppet::Functions.create_function(:'probe::later') do
  dispatch :later do
    param 'String', :key
    return_type 'Deferred'
  end
  def later(key)
    t = Puppet::Pops::Types::TypeParser.singleton.parse('Optional[String]')
    Puppet::Pops::Types::TypeFactory.deferred.create('vault_lookup::lookup', [key, { 'type' => t.to_s }])
  end
end
