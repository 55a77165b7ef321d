
Puppet::Resource::ResourceType3.new(
  'mysql_database',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'charset'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'collate')
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
