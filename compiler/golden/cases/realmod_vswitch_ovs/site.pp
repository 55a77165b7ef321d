# vswitch 17 with ovn 21: Open vSwitch with its bridges, ports and configuration (native types), and
# an OVN controller chassis.
class { 'vswitch::ovs':
  enable_hw_offload => false,
  vs_config         => { 'other_config:max-idle' => { 'value' => '10000' } },
}
vs_bridge { 'br-data':
  ensure => present,
  external_ids => 'bridge-id=br-data',
}
vs_port { 'eth1':
  ensure => present,
  bridge => 'br-data',
}
class { 'ovn::controller':
  ovn_remote          => 'tcp:10.0.0.5:6642',
  ovn_encap_ip        => '10.0.0.5',
  ovn_bridge_mappings => ['physnet1:br-ex'],
}
