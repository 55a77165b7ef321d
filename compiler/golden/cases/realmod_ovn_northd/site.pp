# openstack ovn 21 (northd with the databases listening, a controller with bridge mappings and
# encapsulation) and neutron 21's ML2/OVN mechanism driver and OVN metadata agent.
class { 'ovn::northd': dbs_listen_ip => '10.0.0.5', dbs_cluster_local_addr => '10.0.0.5', dbs_cluster_remote_addr => '10.0.0.6' }
class { 'ovn::controller':
  ovn_remote             => 'tcp:10.0.0.5:6642',
  ovn_encap_ip           => '10.0.1.5',
  ovn_encap_type         => 'geneve',
  ovn_bridge_mappings    => ['datacentre:br-ex', 'physnet1:br-vlan'],
  ovn_cms_options        => 'enable-chassis-as-gw',
  enable_dpdk            => false,
  hostname               => 'web01.example.com',
  ovn_remote_probe_interval => 60000,
}
class { 'neutron': default_transport_url => 'rabbit://neutron:secret@10.0.0.5:5672/', core_plugin => 'ml2', service_plugins => ['ovn-router', 'trunk'] }
class { 'neutron::plugins::ml2':
  type_drivers => ['geneve', 'flat', 'vlan'],
  tenant_network_types => ['geneve'],
  mechanism_drivers => ['ovn'],
  overlay_ip_version => 4,
}
class { 'neutron::plugins::ml2::ovn':
  ovn_nb_connection => 'tcp:10.0.0.5:6641',
  ovn_sb_connection => 'tcp:10.0.0.5:6642',
  ovn_metadata_enabled => true,
  dns_servers => ['10.0.0.2'],
}
class { 'neutron::agents::ovn_metadata':
  shared_secret => 'meta-secret',
  ovn_sb_connection => 'tcp:10.0.0.5:6642',
  metadata_workers => 2,
}
