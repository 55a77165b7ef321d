
Puppet::Resource::ResourceType3.new(
  'mysql_datadir',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'datadir', true),

    Puppet::Resource::Param(Pattern[/^\//], 'basedir'),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Pattern[/^\/.*\.cnf$/], 'defaults_extra_file'),

    Puppet::Resource::Param(Any, 'insecure'),

    Puppet::Resource::Param(Pattern[/^\//], 'log_error'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['datadir']
  },
  true,
  false)
