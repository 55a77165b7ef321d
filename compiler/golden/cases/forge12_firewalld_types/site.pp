# Written for this case after puppet-firewalld's README and type docs: the zone type is declared first, so its
# file's require File.join(File.dirname(__FILE__), ...) loads the other three types.
firewalld_zone { 'restricted':
  ensure           => present,
  target           => '%%REJECT%%',
  interfaces       => [],
  sources          => ['192.168.1.0/24', '10.0.0.0/8'],
  purge_rich_rules => true,
  purge_services   => true,
  purge_ports      => true,
  icmp_blocks      => 'router-advertisement',
}
firewalld_rich_rule { 'Accept SSH from barny':
  ensure  => present,
  zone    => 'restricted',
  source  => '192.168.1.2/32',
  service => 'ssh',
  action  => 'accept',
}
firewalld_rich_rule { 'Log and drop':
  ensure => present,
  zone   => 'restricted',
  family => 'ipv6',
  source => { 'address' => '2001:db8::/64', 'invert' => true },
  port   => { 'port' => 8080, 'protocol' => 'tcp' },
  log    => { 'level' => 'debug', 'prefix' => 'dropped' },
  action => { 'action' => 'drop', 'type' => 'icmp-admin-prohibited' },
}
firewalld_service { 'Allow SSH in the public Zone':
  ensure  => 'present',
  zone    => 'public',
  service => 'ssh',
}
firewalld_port { 'Open port 8080 in the public Zone':
  ensure   => 'present',
  zone     => 'public',
  port     => 8080,
  protocol => 'tcp',
}
firewalld_port { '443': zone => 'public', protocol => 'tcp' }
