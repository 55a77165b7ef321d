
Puppet::Resource::ResourceType3.new(
  'ini_setting',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'section'),

    Puppet::Resource::Param(Any, 'setting'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'force_new_section_creation'),

    Puppet::Resource::Param(Any, 'path'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'md5', 'false']], 'show_diff'),

    Puppet::Resource::Param(Any, 'key_val_separator'),

    Puppet::Resource::Param(Any, 'section_prefix'),

    Puppet::Resource::Param(Any, 'section_suffix'),

    Puppet::Resource::Param(Any, 'indent_char'),

    Puppet::Resource::Param(Any, 'indent_width'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false', 'yes', 'no']], 'refreshonly'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
