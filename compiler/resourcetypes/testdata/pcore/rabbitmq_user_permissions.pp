
Puppet::Resource::ResourceType3.new(
  'rabbitmq_user_permissions',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'configure_permission'),

    Puppet::Resource::Param(Any, 'read_permission'),

    Puppet::Resource::Param(Any, 'write_permission')
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
