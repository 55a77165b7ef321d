
Puppet::Resource::ResourceType3.new(
  'neutron_metering_agent_config',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+\/\S+/], 'name', true),

    Puppet::Resource::Param(Any, 'ensure_absent_val'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
