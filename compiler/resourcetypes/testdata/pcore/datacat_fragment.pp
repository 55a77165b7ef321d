
Puppet::Resource::ResourceType3.new(
  'datacat_fragment',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'target'),

    Puppet::Resource::Param(Any, 'order'),

    Puppet::Resource::Param(Any, 'data'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
