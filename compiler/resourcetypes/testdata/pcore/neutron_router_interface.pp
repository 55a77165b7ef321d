
Puppet::Resource::ResourceType3.new(
  'neutron_router_interface',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'router_name'),

    Puppet::Resource::Param(Any, 'subnet_name'),

    Puppet::Resource::Param(Any, 'port')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S+:\S+$/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
