# puppetlabs-haproxy: backend members exported by web nodes and collected by the load balancer
# (collect_exported), here on one node: the exported balancermember is collected back from this
# compile, next to an exported peer and mailer.
class { 'haproxy': }
haproxy::listen { 'web':
  ipaddress        => '0.0.0.0',
  ports            => '80',
  collect_exported => true,
  options          => { 'balance' => 'roundrobin' },
}
@@haproxy::balancermember { "web-${facts['networking']['hostname']}":
  listening_service => 'web',
  server_names      => $facts['networking']['hostname'],
  ipaddresses       => $facts['networking']['ip'],
  ports             => '8080',
  options           => 'check',
}
haproxy::peers { 'lbpeers':
  collect_exported => true,
}
@@haproxy::peer { "peer-${facts['networking']['hostname']}":
  peers_name   => 'lbpeers',
  server_names => $facts['networking']['hostname'],
  ipaddresses  => $facts['networking']['ip'],
  port         => 1024,
}
haproxy::mailers { 'alerts':
  collect_exported => true,
}
@@haproxy::mailer { "mailer-${facts['networking']['hostname']}":
  mailers_name => 'alerts',
  server_names => 'smtp',
  ipaddresses  => '10.0.0.25',
  port         => 25,
}
