# Written for this case after voxpupuli/puppet-network's README: interfaces and routes from a hash with undef holes.
$ifaces = {
  'eth0' => { 'ipaddress' => '10.0.0.10', 'netmask' => '255.255.255.0', 'method' => 'static', 'mtu' => 9000, 'vlan' => undef },
  'eth1' => { 'method' => 'dhcp', 'onboot' => false, 'hotplug' => undef, 'options' => { 'BONDING_OPTS' => 'mode=active-backup' } },
}
$ifaces.each |$name, $cfg| {
  network_config { $name:
    ensure => present,
    *      => compact_hash($cfg),
  }
}
network_config { 'lo': method => 'loopback', family => 'inet4', onboot => true }
network_route { '172.17.67.0/24':
  ensure    => 'present',
  gateway   => '172.18.6.2',
  interface => 'vlan200',
  metric    => '200',
}
network_route { 'default':
  ensure        => 'present',
  default_route => true,
  gateway       => '10.0.0.1',
  protocol      => 'dhcp',
}
notify { 'compact': message => compact_hash({ 'one' => 'two', 'red' => undef, 'n' => 0, 'f' => false, 'e' => '' }) }
