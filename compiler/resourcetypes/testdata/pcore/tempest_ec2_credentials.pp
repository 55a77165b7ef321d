
Puppet::Resource::ResourceType3.new(
  'tempest_ec2_credentials',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'user'),

    Puppet::Resource::Param(Any, 'project'),

    Puppet::Resource::Param(Any, 'tempest_conf_path'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
