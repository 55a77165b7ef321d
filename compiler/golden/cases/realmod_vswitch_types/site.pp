# openstack-vswitch: Open vSwitch with hardware offload, EMC disabled and a VLAN limit, bridges with
# external ids and MAC tables, bonded and VLAN ports, vs_config settings (arrays, restart, wait)
# and SSL for the manager connection. (vswitch::dpdk fails on Debian: RedHat only.)
class { 'vswitch::ovs':
  enable_hw_offload => true,
  disable_emc       => true,
  vlan_limit        => 2,
  vs_config         => { 'external_ids:hostname' => { 'value' => 'web01', 'wait' => true } },
}
vs_bridge { 'br-ex':
  ensure       => present,
  external_ids => 'bridge-id=br-ex',
  mac_table_size => 50000,
}
vs_bridge { 'br-tenant': ensure => present }
vs_port { 'eth1':
  ensure => present,
  bridge => 'br-ex',
}
vs_port { 'bond0':
  ensure       => present,
  bridge       => 'br-tenant',
  interface    => ['eth2', 'eth3'],
  bond_mode    => 'balance-tcp',
  lacp         => 'active',
  lacp_time    => 'fast',
  vlan_mode    => 'trunk',
  vlan_trunks  => [100, 200],
}
vs_port { 'vm1':
  bridge    => 'br-tenant',
  vlan_mode => 'access',
  vlan_tag  => 300,
  interface_type => 'internal',
}
vs_config { 'external_ids:ovn-remote': value => 'tcp:10.0.0.10:6642' }
vs_config { 'other_config:n-handler-threads': value => '4', restart => true }
vs_config { 'external_ids:ovn-bridge-mappings': value => ['datacentre:br-ex', 'tenant:br-tenant'] }
vs_ssl { 'system':
  key_file    => '/etc/openvswitch/key.pem',
  cert_file   => '/etc/openvswitch/cert.pem',
  ca_file     => '/etc/openvswitch/ca.pem',
  bootstrap   => true,
}
