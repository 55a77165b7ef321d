# puppet-neutron: a network node with the BGP dynamic routing agent, VPNaaS and L2 gateway
# agents, the BGPVPN and SFC service plugins, placement and Ironic notifications, quotas for SFC.
class { 'neutron':
  default_transport_url => 'rabbit://neutron:secret@10.0.0.10:5672/',
  core_plugin           => 'ml2',
  service_plugins       => ['router', 'bgpvpn', 'sfc', 'vpnaas'],
}
class { 'neutron::agents::bgp_dragent':
  bgp_router_id => '10.0.0.5',
}
class { 'neutron::agents::vpnaas':
  interface_driver  => 'openvswitch',
}
class { 'neutron::agents::l2gw':
  ovsdb_hosts => ['ovsdb1:10.0.0.20:6632'],
  enable_manager => false,
}
class { 'neutron::services::bgpvpn':
  service_providers => ['BGPVPN:Dummy:networking_bgpvpn.neutron.services.service_drivers.driver_api.BGPVPNDriver:default'],
}
class { 'neutron::services::sfc':
  sfc_driver => 'ovs',
  fc_driver  => 'ovs',
}
class { 'neutron::quota::sfc':
  quota_port_chain => 20,
  quota_port_pair  => 100,
}
class { 'neutron::server::placement':
  password => 'placement-pass',
  auth_url => 'http://10.0.0.10:5000',
}
class { 'neutron::server::notifications::ironic':
  password => 'ironic-pass',
  auth_url => 'http://10.0.0.10:5000',
}
