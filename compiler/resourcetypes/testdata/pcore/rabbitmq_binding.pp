
Puppet::Resource::ResourceType3.new(
  'rabbitmq_binding',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'source', true),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'destination', true),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'vhost', true),

    Puppet::Resource::Param(Pattern[/^\S*$/], 'routing_key', true),

    Puppet::Resource::Param(Pattern[/queue|exchange/], 'destination_type'),

    Puppet::Resource::Param(Any, 'arguments')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'user'),

    Puppet::Resource::Param(Pattern[/\S+/], 'password'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(^([^@]*)$))/ => ['name'],
    /(?m-ix:^((\S+)@(\S+)@(\S+))$)/ => ['name', 'source', 'destination', 'vhost']
  },
  true,
  false)
