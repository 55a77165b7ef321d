
Puppet::Resource::ResourceType3.new(
  'keystone_domain',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'enabled'),

    Puppet::Resource::Param(Any, 'description'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'is_default'),

    Puppet::Resource::Param(Any, 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/\w+/], 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
