# puppetlabs-concat 7.3.1: targets with ordered fragments (numeric and string orders), ensure_newline,
# warn headers, a fragment from a source, and a concat that is absent.
concat { '/etc/motd':
  owner          => 'root',
  group          => 'root',
  mode           => '0644',
  warn           => true,
  ensure_newline => true,
  order          => 'numeric',
}
concat::fragment { 'motd header':
  target  => '/etc/motd',
  content => "Welcome to ${facts['networking']['fqdn']}\n",
  order   => '01',
}
concat::fragment { 'motd os':
  target  => '/etc/motd',
  content => "Running ${facts['os']['name']} ${facts['os']['release']['full']}",
  order   => 10,
}
concat::fragment { 'motd footer':
  target => '/etc/motd',
  source => 'puppet:///modules/concat/none',
  order  => '99',
}
concat { 'hosts.allow':
  path   => '/etc/hosts.allow',
  format => 'plain',
  backup => false,
}
['sshd', 'nrpe'].each |$svc| {
  concat::fragment { "hosts.allow ${svc}":
    target  => 'hosts.allow',
    content => "${svc}: 10.0.0.0/8\n",
  }
}
concat { '/etc/old.conf':
  ensure => absent,
}
concat { '/etc/app/settings.json':
  format => 'json-pretty',
  mode   => '0600',
  validate_cmd => '/usr/bin/python3 -m json.tool %',
}
concat::fragment { 'json a':
  target  => '/etc/app/settings.json',
  content => '{"a": 1}',
}
