
Puppet::Resource::ResourceType3.new(
  'concat_fragment',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'target'),

    Puppet::Resource::Param(Any, 'content'),

    Puppet::Resource::Param(Any, 'source'),

    Puppet::Resource::Param(Any, 'order'),

    Puppet::Resource::Param(Any, 'tag')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
