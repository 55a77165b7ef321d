# puppetlabs-concat 7.x: a config file with ensure_newline, a warning header, numeric and string orders, a fragment from a source, and an absent concat.
concat { '/etc/motd':
  ensure         => present,
  owner          => 'root',
  group          => 'root',
  mode           => '0644',
  ensure_newline => true,
  warn           => true,
  order          => 'numeric',
}
concat::fragment { 'motd header':
  target  => '/etc/motd',
  content => 'Welcome to web01',
  order   => '01',
}
concat::fragment { 'motd 10 rules':
  target  => '/etc/motd',
  content => 'Rules: be nice',
  order   => 10,
}
concat::fragment { 'motd 2 info':
  target  => '/etc/motd',
  content => "Info line\n",
  order   => 2,
}
concat { 'hosts.allow':
  path           => '/etc/hosts.allow',
  warn           => '# managed by puppet: local changes are lost',
  backup         => false,
  replace        => true,
  show_diff      => false,
  format         => 'plain',
  validate_cmd   => '/usr/sbin/tcpdchk -v',
}
concat::fragment { 'allow sshd':
  target  => 'hosts.allow',
  content => "sshd: 10.0.0.0/8\n",
  order   => 'a',
}
concat::fragment { 'allow all local':
  target => 'hosts.allow',
  source => ['puppet:///modules/site/allow', '/etc/hosts.allow.local'],
  order  => 'b',
}
concat { '/etc/old.conf':
  ensure => absent,
}
