
Puppet::Resource::ResourceType3.new(
  'host',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'ip'),

    Puppet::Resource::Param(Any, 'host_aliases'),

    Puppet::Resource::Param(Any, 'comment'),

    Puppet::Resource::Param(Any, 'target')
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
