
Puppet::Resource::ResourceType3.new(
  'murano_application',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Pattern[/\S+/], 'package_path'),

    Puppet::Resource::Param(Any, 'exists_action'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'public'),

    Puppet::Resource::Param(Any, 'category')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
