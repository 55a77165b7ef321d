
Puppet::Resource::ResourceType3.new(
  'idiom_methods',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'command', true),

    Puppet::Resource::Param(Any, 'onlyif'),

    Puppet::Resource::Param(Any, 'creates')
  ],
  {
    /(?m-ix:(.*))/ => ['command']
  },
  false,
  false)
