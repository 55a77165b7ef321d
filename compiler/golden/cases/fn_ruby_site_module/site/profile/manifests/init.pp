class profile(String $sep = '_') {
  $cfg = profile::render({ 'b' => 2, 'a' => [1, 'x'], 'c' => { 'd' => true, 'e' => undef } })
  $yaml = profile::render({ 'name' => 'web', 'ports' => [80, 443], 'tls' => { 'on' => true } }, 'yaml')
  $svc = profile::render(8080) |$n| { "${n}.service" }
  file { '/etc/profile.json': content => $cfg }
  file { '/etc/profile.yaml': content => $yaml }
  notify { $svc: }
  notify { 'addr': message => profile::addr('10.0.0.0/8') }
  notify { 'addr6': message => profile::addr('2001:db8::/32') }
  notify { 'greet': message => profile::greet('world') }
  notify { 'greet-db': message => profile::greet('db admin', 'db') }
  notify { 'legacy': message => profile_legacy('  Alpha ', 'BETA', '', 'gamma ') }
  $note = profile_note('hello')
  notify { 'note': message => "note is '${note}'" }
}
