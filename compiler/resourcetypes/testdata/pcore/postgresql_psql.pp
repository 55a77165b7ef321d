
Puppet::Resource::ResourceType3.new(
  'postgresql_psql',
  [
    Puppet::Resource::Param(Any, 'command')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'unless'),

    Puppet::Resource::Param(Any, 'onlyif'),

    Puppet::Resource::Param(Any, 'connect_settings'),

    Puppet::Resource::Param(Any, 'db'),

    Puppet::Resource::Param(Any, 'port'),

    Puppet::Resource::Param(Any, 'search_path'),

    Puppet::Resource::Param(Any, 'psql_path'),

    Puppet::Resource::Param(Any, 'psql_user'),

    Puppet::Resource::Param(Any, 'psql_group'),

    Puppet::Resource::Param(Any, 'cwd'),

    Puppet::Resource::Param(Any, 'environment'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'refreshonly'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
