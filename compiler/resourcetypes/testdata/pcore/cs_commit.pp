
Puppet::Resource::ResourceType3.new(
  'cs_commit',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'cib'),

    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
