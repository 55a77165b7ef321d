
Puppet::Resource::ResourceType3.new(
  'rabbitmq_parameter',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'component_name'),

    Puppet::Resource::Param(Any, 'value')
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
