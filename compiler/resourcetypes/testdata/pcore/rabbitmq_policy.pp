
Puppet::Resource::ResourceType3.new(
  'rabbitmq_policy',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'pattern'),

    Puppet::Resource::Param(Enum['all', 'exchanges', 'queues'], 'applyto'),

    Puppet::Resource::Param(Any, 'definition'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'priority')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S+@\S+$/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
