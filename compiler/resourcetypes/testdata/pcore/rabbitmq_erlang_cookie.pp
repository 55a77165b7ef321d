
Puppet::Resource::ResourceType3.new(
  'rabbitmq_erlang_cookie',
  [
    Puppet::Resource::Param(Pattern[/^\S+$/], 'content')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'force'),

    Puppet::Resource::Param(Any, 'rabbitmq_user'),

    Puppet::Resource::Param(Any, 'rabbitmq_group'),

    Puppet::Resource::Param(Any, 'rabbitmq_home'),

    Puppet::Resource::Param(Pattern[/^\S+$/], 'service_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
