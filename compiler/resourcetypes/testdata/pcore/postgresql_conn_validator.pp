
Puppet::Resource::ResourceType3.new(
  'postgresql_conn_validator',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'db_name'),

    Puppet::Resource::Param(Any, 'db_username'),

    Puppet::Resource::Param(Any, 'db_password'),

    Puppet::Resource::Param(Any, 'host'),

    Puppet::Resource::Param(Any, 'port'),

    Puppet::Resource::Param(Any, 'connect_settings'),

    Puppet::Resource::Param(Any, 'sleep'),

    Puppet::Resource::Param(Any, 'tries'),

    Puppet::Resource::Param(Any, 'psql_path'),

    Puppet::Resource::Param(Any, 'run_as'),

    Puppet::Resource::Param(Any, 'command'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
