# Debian's module (puppet-module-*; versions in /usr/share/puppet/modules/*/metadata.json) declared with its
# defined types and parameters as its README shows (QA-FORGE-3: the module sweep compiles classes alone).
concat { '/etc/motd':
  owner => 'root', group => 'root', mode => '0644',
  ensure_newline => true,
  order => 'numeric',
}
concat::fragment { 'motd_header':
  target  => '/etc/motd',
  content => "\nPuppet modules on this server:\n\n",
  order   => '01',
}
concat::fragment { 'motd_local':
  target => '/etc/motd',
  source => '/etc/motd.local',
  order  => '15',
}
concat { 'sensitive':
  path => '/etc/secret.conf',
  show_diff => false,
  validate_cmd => '/usr/bin/test -s %',
  format => 'json-pretty',
}
concat::fragment { 's1': target => 'sensitive', content => '{"a": 1}' }
