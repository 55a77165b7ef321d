
Puppet::Resource::ResourceType3.new(
  'mongodb_database',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\w+$/], 'name', true),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'tries'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
