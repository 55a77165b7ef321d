
Puppet::Resource::ResourceType3.new(
  'neutron_security_group',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'description'),

    Puppet::Resource::Param(Any, 'project'),

    Puppet::Resource::Param(Any, 'project_domain'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
