
Puppet::Resource::ResourceType3.new(
  'rabbitmq_plugin',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\S+$/], 'name', true),

    Puppet::Resource::Param(Any, 'umask'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
