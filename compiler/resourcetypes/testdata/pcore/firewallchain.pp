
Puppet::Resource::ResourceType3.new(
  'firewallchain',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Enum['accept', 'drop', 'queue', 'return'], 'policy')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['false', 'true']], 'purge'),

    Puppet::Resource::Param(Any, 'ignore'),

    Puppet::Resource::Param(Variant[Boolean, Enum['false', 'true']], 'ignore_foreign'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
