# openstack neutron 21: an OVS network node: the OVS agent with bridge mappings and tunnels,
# the L3 agent with HA, metering, the ML2 plugin with several type/mechanism drivers,
# quotas and FWaaS-less service plugins.
class { 'neutron':
  default_transport_url => 'rabbit://neutron:secret@10.0.0.5:5672/',
  core_plugin => 'ml2',
  service_plugins => ['router', 'metering', 'qos', 'trunk'],
  dhcp_agents_per_network => 2,
  global_physnet_mtu => 9000,
}
class { 'neutron::plugins::ml2':
  type_drivers          => ['flat', 'vlan', 'vxlan'],
  tenant_network_types  => ['vxlan'],
  mechanism_drivers     => ['openvswitch', 'l2population'],
  flat_networks         => ['external'],
  network_vlan_ranges   => ['physnet1:100:200', 'physnet2'],
  vni_ranges            => ['1000:2000'],
  extension_drivers     => ['port_security', 'qos'],
  physical_network_mtus => ['physnet1:9000'],
}
class { 'neutron::agents::ml2::ovs':
  bridge_mappings   => ['external:br-ex', 'physnet1:br-vlan'],
  bridge_uplinks    => ['br-vlan:eth2'],
  local_ip          => '10.0.1.5',
  tunnel_types      => ['vxlan'],
  l2_population     => true,
  arp_responder     => true,
  enable_distributed_routing => true,
  firewall_driver   => 'openvswitch',
  extensions        => ['qos'],
}
class { 'neutron::agents::l3':
  interface_driver => 'openvswitch',
  agent_mode => 'dvr_snat',
  ha_enabled => true,
  ha_vrrp_auth_password => 'vrrp-pass',
  extensions => ['port_forwarding'],
}
class { 'neutron::agents::metering': interface_driver => 'openvswitch', report_interval => 60 }
class { 'neutron::quota': quota_network => 20, quota_port => 200, quota_router => 5 }
