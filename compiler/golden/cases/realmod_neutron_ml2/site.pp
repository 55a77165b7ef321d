# openstack neutron 21: neutron with the ML2 plugin (vxlan and vlan), the server with authtoken and
# nova notifications, the OVS agent, DHCP, L3 and metadata agents.
class { 'neutron::db':
  database_connection => 'mysql+pymysql://neutron:neutron-db@10.0.0.5/neutron?charset=utf8',
}
class { 'neutron':
  default_transport_url => 'rabbit://neutron:rabbit-pass@10.0.0.5:5672/',
  core_plugin           => 'ml2',
  service_plugins       => ['router', 'metering'],
  bind_host             => '10.0.0.5',
  dns_domain            => 'openstack.example.com.',
}
class { 'neutron::keystone::authtoken':
  password          => 'neutron-ks-pass',
  auth_url          => 'http://10.0.0.5:5000',
  memcached_servers => ['10.0.0.5:11211'],
}
class { 'neutron::server':
  sync_db     => true,
  api_workers => 2,
  rpc_workers => 2,
}
class { 'neutron::server::notifications::nova':
  password => 'nova-pass',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'neutron::plugins::ml2':
  type_drivers         => ['vxlan', 'vlan', 'flat'],
  tenant_network_types => ['vxlan'],
  mechanism_drivers    => ['openvswitch', 'l2population'],
  vni_ranges           => ['1:1000'],
  network_vlan_ranges  => ['physnet1:100:200'],
  flat_networks        => ['external'],
  extension_drivers    => ['port_security'],
}
class { 'neutron::agents::ml2::ovs':
  local_ip        => '10.0.0.5',
  tunnel_types    => ['vxlan'],
  bridge_mappings => ['physnet1:br-ex'],
  l2_population   => true,
  firewall_driver => 'openvswitch',
}
include neutron::agents::dhcp
class { 'neutron::agents::l3':
  extensions => ['fip_qos'],
}
class { 'neutron::agents::metadata':
  shared_secret => 'metadata-secret',
  metadata_host => '10.0.0.5',
}
