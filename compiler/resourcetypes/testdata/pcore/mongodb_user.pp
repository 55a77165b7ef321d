
Puppet::Resource::ResourceType3.new(
  'mongodb_user',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/^\w+$/], 'roles'),

    Puppet::Resource::Param(Pattern[/^\w+$/], 'password_hash')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Pattern[/^\w+$/], 'database'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'tries'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
