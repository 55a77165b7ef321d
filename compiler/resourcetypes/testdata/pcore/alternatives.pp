
Puppet::Resource::ResourceType3.new(
  'alternatives',
  [
    Puppet::Resource::Param(Any, 'path'),

    Puppet::Resource::Param(Enum['auto', 'manual'], 'mode')
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
