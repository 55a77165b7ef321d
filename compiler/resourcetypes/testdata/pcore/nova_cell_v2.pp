
Puppet::Resource::ResourceType3.new(
  'nova_cell_v2',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'uuid'),

    Puppet::Resource::Param(Any, 'transport_url'),

    Puppet::Resource::Param(Any, 'database_connection')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
