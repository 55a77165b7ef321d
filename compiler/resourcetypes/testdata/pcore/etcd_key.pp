
Puppet::Resource::ResourceType3.new(
  'etcd_key',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'peers'),

    Puppet::Resource::Param(Any, 'cert_file'),

    Puppet::Resource::Param(Any, 'key_file'),

    Puppet::Resource::Param(Any, 'ca_file'),

    Puppet::Resource::Param(Any, 'username'),

    Puppet::Resource::Param(Any, 'password'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
