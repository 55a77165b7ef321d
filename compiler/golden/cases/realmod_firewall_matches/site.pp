# puppetlabs-firewall 3.4.0: rules with connection tracking, rate limits, recent, owner and interface matches, logging, ICMP types, IPv6, ranges and negation, and a chain with a policy.
class { 'firewall': }
firewallchain { 'INPUT:filter:IPv4':
  ensure => present,
  policy => drop,
  purge  => false,
}
firewall { '004 allow established':
  proto  => 'all',
  ctstate => ['RELATED', 'ESTABLISHED'],
  action => 'accept',
}
firewall { '010 icmp echo limited':
  proto     => 'icmp',
  icmp      => 'echo-request',
  limit     => '5/sec',
  burst     => 10,
  action    => 'accept',
}
firewall { '020 ssh brute force':
  dport  => 22,
  proto  => 'tcp',
  ctstate => 'NEW',
  recent => 'update',
  rseconds => 60,
  rhitcount => 4,
  rname  => 'SSH',
  rsource => true,
  action => 'drop',
}
firewall { '021 ssh set':
  dport  => 22,
  proto  => 'tcp',
  ctstate => 'NEW',
  recent => 'set',
  rname  => 'SSH',
  rsource => true,
}
firewall { '030 web range':
  dport   => '8000-8010',
  proto   => 'tcp',
  source  => '! 192.168.0.0/16',
  iniface => 'eth0',
  action  => 'accept',
}
firewall { '040 log dropped':
  jump       => 'LOG',
  log_prefix => 'iptables-drop: ',
  log_level  => '4',
  limit      => '2/min',
  proto      => 'all',
}
firewall { '050 owner out':
  chain  => 'OUTPUT',
  uid    => 'www-data',
  proto  => 'tcp',
  dport  => [25, 587],
  action => 'reject',
}
firewall { '060 v6 icmp':
  proto    => 'ipv6-icmp',
  icmp     => 'echo-request',
  action   => 'accept',
  provider => 'ip6tables',
}
firewall { '070 dnat':
  table       => 'nat',
  chain       => 'PREROUTING',
  proto       => 'tcp',
  dport       => 8443,
  jump        => 'DNAT',
  todest      => '10.0.0.80:443',
  destination => '203.0.113.10',
}
