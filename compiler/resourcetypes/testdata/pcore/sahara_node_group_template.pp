
Puppet::Resource::ResourceType3.new(
  'sahara_node_group_template',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Pattern[/\S+/], 'plugin'),

    Puppet::Resource::Param(Any, 'description'),

    Puppet::Resource::Param(Pattern[/\S+/], 'plugin_version'),

    Puppet::Resource::Param(Any, 'node_processes'),

    Puppet::Resource::Param(Pattern[/\S+/], 'flavor'),

    Puppet::Resource::Param(Pattern[/\S+/], 'floating_ip_pool'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false'], Pattern[/(t|T)rue/, /(f|F)alse/]], 'auto_security_group'),

    Puppet::Resource::Param(Any, 'security_groups')
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
