
Puppet::Resource::ResourceType3.new(
  'augeas',
  [
    Puppet::Resource::Param(Any, 'returns')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'context'),

    Puppet::Resource::Param(Any, 'onlyif'),

    Puppet::Resource::Param(Any, 'changes'),

    Puppet::Resource::Param(Any, 'root'),

    Puppet::Resource::Param(Any, 'load_path'),

    Puppet::Resource::Param(Any, 'force'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'type_check'),

    Puppet::Resource::Param(Any, 'lens'),

    Puppet::Resource::Param(Any, 'incl'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'show_diff'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
