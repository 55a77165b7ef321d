
Puppet::Resource::ResourceType3.new(
  'mysql_grant',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'privileges'),

    Puppet::Resource::Param(Pattern[/.*\..*/, /^[0-9a-zA-Z$_]*@[\w%\.:\-\/]*$/], 'table'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'options')
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
