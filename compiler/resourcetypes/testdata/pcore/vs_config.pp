
Puppet::Resource::ResourceType3.new(
  'vs_config',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'skip_if_version'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'wait'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'restart'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
