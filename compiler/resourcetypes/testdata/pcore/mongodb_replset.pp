
Puppet::Resource::ResourceType3.new(
  'mongodb_replset',
  [
    Puppet::Resource::Param(Enum['present'], 'ensure'),

    Puppet::Resource::Param(Any, 'members')
  ],
  [
    Puppet::Resource::Param(Any, 'name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
