
Puppet::Resource::ResourceType3.new(
  'ini_subsetting',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'section'),

    Puppet::Resource::Param(Any, 'setting'),

    Puppet::Resource::Param(Any, 'subsetting'),

    Puppet::Resource::Param(Any, 'subsetting_separator'),

    Puppet::Resource::Param(Any, 'subsetting_key_val_separator'),

    Puppet::Resource::Param(Any, 'path'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'md5', 'false']], 'show_diff'),

    Puppet::Resource::Param(Any, 'key_val_separator'),

    Puppet::Resource::Param(Any, 'quote_char'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'use_exact_match'),

    Puppet::Resource::Param(Enum['start', 'end', 'before', 'after', 'index'], 'insert_type'),

    Puppet::Resource::Param(Any, 'insert_value'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'delete_if_empty'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
