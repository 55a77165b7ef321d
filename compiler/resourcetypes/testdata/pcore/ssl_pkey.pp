
Puppet::Resource::ResourceType3.new(
  'ssl_pkey',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Pattern[/[dr]sa/], 'authentication'),

    Puppet::Resource::Param(Pattern[/\d+/], 'size'),

    Puppet::Resource::Param(Any, 'password'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
