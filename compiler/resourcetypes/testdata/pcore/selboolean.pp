
Puppet::Resource::ResourceType3.new(
  'selboolean',
  [
    Puppet::Resource::Param(Variant[Boolean, Enum['on', 'off', 'true', 'false']], 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'persistent'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
