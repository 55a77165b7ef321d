
Puppet::Resource::ResourceType3.new(
  'nova_aggregate',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'availability_zone'),

    Puppet::Resource::Param(Any, 'metadata'),

    Puppet::Resource::Param(Any, 'hosts')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'filter_hosts'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
