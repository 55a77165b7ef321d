# puppet-corosync 6.0.1: a two-node unicast cluster with a string authkey, pacemaker and pcs,
# quorum settings and a cluster property through the native types.
class { 'corosync':
  authkey_source    => 'string',
  authkey           => 'a-very-secret-authkey-string-for-tests-only',
  bind_address      => '10.0.0.5',
  unicast_addresses => ['10.0.0.5', '10.0.0.6'],
  cluster_name      => 'web',
  enable_secauth    => true,
  set_votequorum    => true,
  quorum_members    => ['10.0.0.5', '10.0.0.6'],
  package_pcs       => true,
}
cs_property { 'stonith-enabled': value => 'false' }
cs_primitive { 'vip':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  parameters      => { 'ip' => '10.0.0.100', 'cidr_netmask' => '24' },
  operations      => { 'monitor' => { 'interval' => '10s' } },
}
