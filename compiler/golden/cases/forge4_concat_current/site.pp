concat { '/etc/motd':
  owner => 'root',
  group => 'root',
  mode  => '0644',
  warn  => true,
}
concat::fragment { 'motd_header':
  target  => '/etc/motd',
  content => "\nPuppet modules on this server:\n\n",
  order   => '01',
  comment => "generated header\nsecond line",
}
concat::fragment { 'motd_secret':
  target  => '/etc/motd',
  content => Sensitive("token=abc\n"),
  order   => 5,
}
concat::fragment { 'motd_deferred':
  target  => '/etc/motd',
  content => Deferred('join', [['a', 'b'], ',']),
  order   => '10',
}
concat::fragment { 'motd_src':
  target => '/etc/motd',
  source => ['puppet:///modules/site/a', 'puppet:///modules/site/b'],
  order  => '20',
}
concat { 'named':
  path           => '/etc/named.conf',
  ensure_newline => true,
  order          => 'numeric',
  warn           => "# custom warning\n",
  validate_cmd   => '/usr/sbin/named-checkconf %',
  backup         => false,
  format         => 'plain',
  show_diff      => false,
}
concat::fragment { 'named_1': target => 'named', content => 'options {};' }
concat { '/tmp/gone': ensure => absent }
