
Puppet::Resource::ResourceType3.new(
  'neutron_subnet',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'id'),

    Puppet::Resource::Param(Any, 'cidr'),

    Puppet::Resource::Param(Enum['4', '6'], 'ip_version'),

    Puppet::Resource::Param(Enum['dhcpv6-stateful', 'dhcpv6-stateless', 'slaac'], 'ipv6_ra_mode'),

    Puppet::Resource::Param(Enum['dhcpv6-stateful', 'dhcpv6-stateless', 'slaac'], 'ipv6_address_mode'),

    Puppet::Resource::Param(Any, 'allocation_pools'),

    Puppet::Resource::Param(Any, 'gateway_ip'),

    Puppet::Resource::Param(Pattern[/(t|T)rue/, /(f|F)alse/], 'enable_dhcp'),

    Puppet::Resource::Param(Any, 'host_routes'),

    Puppet::Resource::Param(Any, 'dns_nameservers'),

    Puppet::Resource::Param(Any, 'network_id'),

    Puppet::Resource::Param(Any, 'project_id'),

    Puppet::Resource::Param(Any, 'tenant_id')
  ],
  [
    Puppet::Resource::Param(Pattern[/.*/], 'name', true),

    Puppet::Resource::Param(Any, 'network_name'),

    Puppet::Resource::Param(Any, 'project_name'),

    Puppet::Resource::Param(Any, 'tenant_name'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
