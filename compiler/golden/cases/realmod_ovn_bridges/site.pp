# openstack ovn 21 with vswitch: a chassis with the controller's bridge mappings realized by
# ovn::controller::bridge and ::port (MAC table size), encapsulation options, transport zones.
class { 'ovn::controller':
  ovn_remote                 => 'tcp:10.0.0.5:6642,tcp:10.0.0.6:6642',
  ovn_encap_type             => 'geneve',
  ovn_encap_ip               => '10.0.1.5',
  ovn_bridge_mappings        => ['datacentre:br-ex', 'tenant:br-tenant'],
  bridge_interface_mappings  => ['br-ex:eth1', 'br-tenant:eth2'],
  hostname                   => 'web01.example.com',
  ovn_transport_zones        => ['tz1', 'tz2'],
  ovn_monitor_all            => true,
  ovn_cms_options            => ['availability-zones=az1'],
  mac_table_size             => 100000,
  ovn_remote_probe_interval  => 60000,
  ovn_openflow_probe_interval => 60,
}
