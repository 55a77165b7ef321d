
Puppet::Resource::ResourceType3.new(
  'keystone_identity_provider',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/^(t|T)rue$/, /^(f|F)alse$/]], 'enabled'),

    Puppet::Resource::Param(Variant[Enum[''], Pattern[/\S+/]], 'description'),

    Puppet::Resource::Param(Any, 'remote_ids'),

    Puppet::Resource::Param(Any, 'remote_id_file'),

    Puppet::Resource::Param(Any, 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
