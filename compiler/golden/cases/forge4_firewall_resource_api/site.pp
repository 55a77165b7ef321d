class { 'firewall': }
resources { 'firewall': purge => true }
Firewall {
  before  => Class['my_fw::post'],
  require => Class['my_fw::pre'],
}
class my_fw::pre {
  Firewall { require => undef }
  firewall { '000 accept all icmp': proto => 'icmp', jump => 'accept' }
  firewall { '001 accept all to lo interface': proto => 'all', iniface => 'lo', jump => 'accept' }
  firewall { '002 reject local traffic not on loopback interface': iniface => '! lo', proto => 'all', destination => '127.0.0.1/8', jump => 'reject' }
  firewall { '003 accept related established rules': proto => 'all', state => ['RELATED', 'ESTABLISHED'], jump => 'accept' }
}
class my_fw::post {
  firewall { '999 drop all': proto => 'all', jump => 'drop', before => undef }
}
class { ['my_fw::pre', 'my_fw::post']: }
firewall { '100 allow http and https access':
  dport => [80, 443],
  proto => 'tcp',
  jump  => 'accept',
}
firewall { '006 Allow inbound SSH (v6)':
  dport    => 22,
  proto    => 'tcp',
  jump     => 'accept',
  protocol => 'IPv6',
}
firewall { '100 snat for network foo2':
  chain    => 'POSTROUTING',
  jump     => 'MASQUERADE',
  proto    => 'all',
  outiface => 'eth0',
  source   => '10.1.2.0/24',
  table    => 'nat',
}
firewall { '200 rate limit':
  dport     => '1024:2048',
  proto     => 'udp',
  limit     => '50/sec',
  burst     => 10,
  ctstate   => 'NEW',
  week_days => ['Mon', 'Tue'],
  stat_probability => 0.5,
  jump      => 'LOG',
  log_level => 4,
  log_prefix => 'rl: ',
}
firewall { '300 jump to my chain': chain => 'INPUT', jump => 'MY_CHAIN', proto => 'all' }
