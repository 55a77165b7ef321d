
Puppet::Resource::ResourceType3.new(
  'ovn_metadata_agent_config',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+\/\S+/], 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'secret'),

    Puppet::Resource::Param(Any, 'ensure_absent_val'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
