
Puppet::Resource::ResourceType3.new(
  'concat_file',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure')
  ],
  [
    Puppet::Resource::Param(Any, 'tag'),

    Puppet::Resource::Param(Any, 'path', true),

    Puppet::Resource::Param(Any, 'owner'),

    Puppet::Resource::Param(Any, 'group'),

    Puppet::Resource::Param(Any, 'mode'),

    Puppet::Resource::Param(Enum['alpha', 'numeric'], 'order'),

    Puppet::Resource::Param(Any, 'backup'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'replace'),

    Puppet::Resource::Param(Any, 'validate_cmd'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'ensure_newline'),

    Puppet::Resource::Param(Enum['plain', 'yaml', 'json', 'json-array', 'json-pretty', 'json-array-pretty'], 'format'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'force'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'selinux_ignore_defaults'),

    Puppet::Resource::Param(Any, 'selrange'),

    Puppet::Resource::Param(Any, 'selrole'),

    Puppet::Resource::Param(Any, 'seltype'),

    Puppet::Resource::Param(Any, 'seluser'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'show_diff')
  ],
  {
    /(?m-ix:(.*))/ => ['path']
  },
  true,
  false)
