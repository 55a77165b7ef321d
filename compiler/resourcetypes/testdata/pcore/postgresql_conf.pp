
Puppet::Resource::ResourceType3.new(
  'postgresql_conf',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value'),

    Puppet::Resource::Param(Any, 'target')
  ],
  [
    Puppet::Resource::Param(Pattern[/^[\w\.]+$/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
