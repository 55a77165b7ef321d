
Puppet::Resource::ResourceType3.new(
  'rabbitmq_user',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'password'),

    Puppet::Resource::Param(Pattern[/true|false/], 'admin'),

    Puppet::Resource::Param(Any, 'tags')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S+$/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
