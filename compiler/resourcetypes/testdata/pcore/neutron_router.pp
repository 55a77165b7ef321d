
Puppet::Resource::ResourceType3.new(
  'neutron_router',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'admin_state_up'),

    Puppet::Resource::Param(Any, 'external_gateway_info'),

    Puppet::Resource::Param(Any, 'gateway_network_name'),

    Puppet::Resource::Param(Any, 'gateway_network_id'),

    Puppet::Resource::Param(Any, 'status'),

    Puppet::Resource::Param(Any, 'project_id'),

    Puppet::Resource::Param(Any, 'tenant_id'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'distributed'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'ha'),

    Puppet::Resource::Param(Any, 'availability_zone_hint')
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
