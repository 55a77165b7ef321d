
Puppet::Resource::ResourceType3.new(
  'mysql_user',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/\w*/], 'password_hash'),

    Puppet::Resource::Param(Pattern[/\w+/], 'plugin'),

    Puppet::Resource::Param(Pattern[/\d+/], 'max_user_connections'),

    Puppet::Resource::Param(Pattern[/\d+/], 'max_connections_per_hour'),

    Puppet::Resource::Param(Pattern[/\d+/], 'max_queries_per_hour'),

    Puppet::Resource::Param(Pattern[/\d+/], 'max_updates_per_hour'),

    Puppet::Resource::Param(Any, 'tls_options')
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
