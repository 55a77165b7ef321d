
Puppet::Resource::ResourceType3.new(
  'rabbitmq_queue',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S*@\S+$/], 'name', true),

    Puppet::Resource::Param(Pattern[/true|false/], 'durable'),

    Puppet::Resource::Param(Pattern[/true|false/], 'auto_delete'),

    Puppet::Resource::Param(Any, 'arguments'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'user'),

    Puppet::Resource::Param(Pattern[/\S+/], 'password'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
