
Puppet::Resource::ResourceType3.new(
  'idiom_conditional',
  [
    Puppet::Resource::Param(Any, 'also_modern')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'modern'),

    Puppet::Resource::Param(Any, 'kept'),

    Puppet::Resource::Param(Any, 'in_begin')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
