
Puppet::Resource::ResourceType3.new(
  'neutron_port',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'admin_state_up'),

    Puppet::Resource::Param(Any, 'network_name'),

    Puppet::Resource::Param(Any, 'network_id'),

    Puppet::Resource::Param(Any, 'subnet_name'),

    Puppet::Resource::Param(Any, 'subnet_id'),

    Puppet::Resource::Param(Any, 'ip_address'),

    Puppet::Resource::Param(Any, 'status'),

    Puppet::Resource::Param(Any, 'project_id'),

    Puppet::Resource::Param(Any, 'tenant_id'),

    Puppet::Resource::Param(Any, 'binding_host_id'),

    Puppet::Resource::Param(Any, 'binding_profile')
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
