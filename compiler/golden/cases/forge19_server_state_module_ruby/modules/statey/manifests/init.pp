class statey (String $tier = lookup('statey::tier')) {
  $marker = "m-${trusted['certname']}"
  $node_name = $trusted['certname']
  $items = [$facts['role'], $tier, lookup('statey::from_kv'), lookup('statey::from_yaml')]
  file { "/etc/statey/${node_name}.conf":
    content => template('statey/conf.erb'),
  }
  notify { 'memo': message => statey::memo($node_name) }
  notify { 'memo2': message => statey::memo("x${facts['idx']}y") }
  notify { 'builtin': message => statey::builtin_state($node_name) }
  notify { 'legacy': message => statey_legacy($node_name) }
  notify { 'type': message => statey::typeprobe($node_name) }
  notify { 'opened': message => lookup('statey::opened') }
  notify { 'deferred': message => Deferred('statey::memo', [$node_name]) }
  notify { 'sens': message => Sensitive("secret-${node_name}") }
  statey_thing { $node_name: level => '3', mode => 'fast' }
  $facts['extra'].each |$k, $v| {
    notify { "extra-${k}": message => "${v}" }
  }
}
