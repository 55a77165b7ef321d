
Puppet::Resource::ResourceType3.new(
  'neutron_agent_sriov_numvfs',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^[a-z0-9\-_]+:[0-9]+$/], 'name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
