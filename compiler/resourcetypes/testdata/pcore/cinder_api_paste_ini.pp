
Puppet::Resource::ResourceType3.new(
  'cinder_api_paste_ini',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+\/\S+/], 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'secret'),

    Puppet::Resource::Param(Any, 'ensure_absent_val'),

    Puppet::Resource::Param(Any, 'key_val_separator'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
