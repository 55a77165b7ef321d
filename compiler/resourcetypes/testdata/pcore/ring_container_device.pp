
Puppet::Resource::ResourceType3.new(
  'ring_container_device',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'region'),

    Puppet::Resource::Param(Any, 'zone'),

    Puppet::Resource::Param(Any, 'weight'),

    Puppet::Resource::Param(Any, 'meta'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'partitions'),

    Puppet::Resource::Param(Any, 'balance')
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
