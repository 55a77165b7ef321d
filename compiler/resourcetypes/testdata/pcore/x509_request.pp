
Puppet::Resource::ResourceType3.new(
  'x509_request',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'force'),

    Puppet::Resource::Param(Any, 'password'),

    Puppet::Resource::Param(Any, 'template'),

    Puppet::Resource::Param(Any, 'private_key'),

    Puppet::Resource::Param(Pattern[/[dr]sa/], 'authentication'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
