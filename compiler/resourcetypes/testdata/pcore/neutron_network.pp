
Puppet::Resource::ResourceType3.new(
  'neutron_network',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'admin_state_up'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'shared'),

    Puppet::Resource::Param(Any, 'project_id'),

    Puppet::Resource::Param(Any, 'tenant_id'),

    Puppet::Resource::Param(Enum['flat', 'vlan', 'local', 'gre', 'l3_ext', 'vxlan'], 'provider_network_type'),

    Puppet::Resource::Param(Pattern[/\S+/], 'provider_physical_network'),

    Puppet::Resource::Param(Any, 'provider_segmentation_id'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'router_external'),

    Puppet::Resource::Param(Any, 'availability_zone_hint'),

    Puppet::Resource::Param(Pattern[/\d+/], 'mtu')
  ],
  [
    Puppet::Resource::Param(Pattern[/.*/], 'name', true),

    Puppet::Resource::Param(Any, 'project_name'),

    Puppet::Resource::Param(Any, 'tenant_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
