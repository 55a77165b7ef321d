# puppet-corosync: a two-node pacemaker cluster with unicast, resources (IP, service clone, group), colocation, ordering, location and properties.
class { 'corosync':
  authkey                  => '/etc/corosync/authkey',
  bind_address             => '10.0.0.11',
  cluster_name             => 'webcluster',
  enable_secauth           => true,
  set_votequorum           => true,
  quorum_members           => ['10.0.0.11', '10.0.0.12'],
  unicast_addresses        => ['10.0.0.11', '10.0.0.12'],
  token                    => 3000,
  manage_pacemaker_service => true,
}
corosync::service { 'pacemaker':
  version => '1',
}
cs_property { 'stonith-enabled': value => 'false' }
cs_property { 'no-quorum-policy': value => 'ignore' }
cs_primitive { 'vip':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  parameters      => { 'ip' => '10.0.0.100', 'cidr_netmask' => '24' },
  operations      => { 'monitor' => { 'interval' => '10s' } },
}
cs_primitive { 'nginx':
  primitive_class => 'systemd',
  primitive_type  => 'nginx',
  operations      => { 'monitor' => { 'interval' => '30s', 'timeout' => '20s' }, 'start' => { 'timeout' => '60s' } },
}
cs_group { 'web':
  primitives => ['vip', 'nginx'],
}
cs_colocation { 'vip_with_nginx':
  primitives => ['vip', 'nginx'],
  score      => 'INFINITY',
}
cs_order { 'vip_before_nginx':
  first  => 'vip',
  second => 'nginx',
  kind   => 'Mandatory',
}
cs_location { 'prefer_node1':
  primitive => 'web',
  node_name => 'node1',
  score     => '100',
}
