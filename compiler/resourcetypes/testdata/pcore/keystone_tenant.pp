
Puppet::Resource::ResourceType3.new(
  'keystone_tenant',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'enabled'),

    Puppet::Resource::Param(Any, 'description'),

    Puppet::Resource::Param(Any, 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/\w+/], 'name', true),

    Puppet::Resource::Param(Any, 'domain', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:]|:[^:])+))$/ => ['name', 'domain'],
    /^((?-mix:(?:[^:]|:[^:])+))$/ => ['name']
  },
  true,
  false)
