# puppet-neutron: a compute node with the Linux bridge agent (VXLAN, l2population, physical
# interface mappings) and the SR-IOV NIC agent with VF counts and resource provider bandwidths,
# over RabbitMQ with oslo settings.
class { 'neutron':
  default_transport_url => 'rabbit://neutron:secret@10.0.0.10:5672/',
  core_plugin           => 'ml2',
  service_plugins       => ['router'],
}
class { 'neutron::agents::ml2::linuxbridge':
  local_ip                    => '10.0.1.5',
  tunnel_types                => ['vxlan'],
  l2_population               => true,
  physical_interface_mappings => ['physnet1:eth1', 'physnet2:eth2'],
  firewall_driver             => 'iptables',
  vxlan_ttl                   => 4,
}
class { 'neutron::agents::ml2::sriov':
  physical_device_mappings     => ['physnet2:ens1f0'],
  number_of_vfs                => ['ens1f0:8'],
  exclude_devices              => ['ens1f0:0000:07:00.2'],
  resource_provider_bandwidths => ['ens1f0:10000000:10000000'],
  polling_interval             => 5,
}
