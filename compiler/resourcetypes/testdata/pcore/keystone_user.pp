
Puppet::Resource::ResourceType3.new(
  'keystone_user',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'enabled'),

    Puppet::Resource::Param(Pattern[/\S+/], 'password'),

    Puppet::Resource::Param(Pattern[/\S/], 'description'),

    Puppet::Resource::Param(Pattern[/^(\S+@\S+)|$/], 'email'),

    Puppet::Resource::Param(Any, 'id')
  ],
  [
    Puppet::Resource::Param(Pattern[/\S+/], 'name', true),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'replace_password'),

    Puppet::Resource::Param(Any, 'domain', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:]|:[^:])+))$/ => ['name', 'domain'],
    /^((?-mix:(?:[^:]|:[^:])+))$/ => ['name']
  },
  true,
  false)
