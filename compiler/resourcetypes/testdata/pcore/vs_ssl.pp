
Puppet::Resource::ResourceType3.new(
  'vs_ssl',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\w+$/], 'name', true),

    Puppet::Resource::Param(Any, 'key_file'),

    Puppet::Resource::Param(Any, 'cert_file'),

    Puppet::Resource::Param(Any, 'ca_file'),

    Puppet::Resource::Param(Any, 'bootstrap'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
