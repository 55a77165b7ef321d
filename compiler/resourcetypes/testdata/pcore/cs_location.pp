
Puppet::Resource::ResourceType3.new(
  'cs_location',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'primitive'),

    Puppet::Resource::Param(Any, 'node_name'),

    Puppet::Resource::Param(Any, 'resource_discovery'),

    Puppet::Resource::Param(Any, 'score'),

    Puppet::Resource::Param(Any, 'rules')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'cib'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
