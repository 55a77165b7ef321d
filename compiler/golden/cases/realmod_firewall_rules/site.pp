# puppetlabs-firewall 3.4.0: the firewall class on Debian, ordered rules with the pre/post pattern,
# chains, resource defaults and purging.
resources { 'firewall': purge => true }
resources { 'firewallchain': purge => false }
Firewall {
  before  => Class['fw::post'],
  require => Class['fw::pre'],
}
class fw::pre {
  Firewall { require => undef }
  firewall { '000 accept all icmp':
    proto  => 'icmp',
    action => 'accept',
  }
  firewall { '001 accept all to lo interface':
    proto   => 'all',
    iniface => 'lo',
    action  => 'accept',
  }
  firewall { '003 accept related established rules':
    proto  => 'all',
    state  => ['RELATED', 'ESTABLISHED'],
    action => 'accept',
  }
}
class fw::post {
  firewall { '999 drop all':
    proto  => 'all',
    action => 'drop',
    before => undef,
  }
}
class { ['fw::pre', 'fw::post']: }
class { 'firewall': }
firewall { '100 allow http and https':
  dport  => [80, 443],
  proto  => 'tcp',
  action => 'accept',
}
firewall { '110 ssh from admin net':
  dport  => 22,
  proto  => 'tcp',
  source => '10.0.0.0/8',
  action => 'accept',
}
firewall { '200 v6 ssh':
  dport    => 22,
  proto    => 'tcp',
  action   => 'accept',
  provider => 'ip6tables',
}
firewall { '300 snat':
  table    => 'nat',
  chain    => 'POSTROUTING',
  proto    => 'all',
  outiface => 'eth0',
  jump     => 'MASQUERADE',
}
firewallchain { 'DOCKER:filter:IPv4':
  ensure => present,
  purge  => true,
  ignore => ['docker0'],
}
