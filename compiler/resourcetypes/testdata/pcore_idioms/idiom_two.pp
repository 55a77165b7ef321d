
Puppet::Resource::ResourceType3.new(
  'idiom_two',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'prop')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'other')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
