
Puppet::Resource::ResourceType3.new(
  'cs_order',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'first'),

    Puppet::Resource::Param(Any, 'second'),

    Puppet::Resource::Param(Any, 'score'),

    Puppet::Resource::Param(Any, 'kind'),

    Puppet::Resource::Param(Any, 'symmetrical')
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
