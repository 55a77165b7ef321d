
Puppet::Resource::ResourceType3.new(
  'cs_shadow',
  [
    Puppet::Resource::Param(Any, 'epoch')
  ],
  [
    Puppet::Resource::Param(Any, 'cib', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'autocommit'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['cib']
  },
  true,
  false)
