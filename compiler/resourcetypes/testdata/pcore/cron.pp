
Puppet::Resource::ResourceType3.new(
  'cron',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'command'),

    Puppet::Resource::Param(Any, 'special'),

    Puppet::Resource::Param(Any, 'minute'),

    Puppet::Resource::Param(Any, 'hour'),

    Puppet::Resource::Param(Any, 'weekday'),

    Puppet::Resource::Param(Any, 'month'),

    Puppet::Resource::Param(Any, 'monthday'),

    Puppet::Resource::Param(Any, 'environment'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'target')
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
