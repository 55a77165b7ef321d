
Puppet::Resource::ResourceType3.new(
  'selmodule',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'syncversion')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'selmoduledir'),

    Puppet::Resource::Param(Any, 'selmodulepath'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
