
Puppet::Resource::ResourceType3.new(
  'rabbitmq_exchange',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S*@\S+$/], 'name', true),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'type'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'durable'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'auto_delete'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'internal'),

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
