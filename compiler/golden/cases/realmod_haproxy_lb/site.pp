# puppetlabs-haproxy 2.1.0: global and defaults options, a listen with balancer members, a
# frontend/backend pair, a userlist, a peers section and a mapfile.
class { 'haproxy':
  global_options   => {
    'log'     => "${facts['networking']['ip']} local0",
    'chroot'  => '/var/lib/haproxy',
    'maxconn' => '8000',
    'user'    => 'haproxy',
    'group'   => 'haproxy',
    'daemon'  => '',
    'stats'   => 'socket /var/lib/haproxy/stats',
  },
  defaults_options => {
    'log'     => 'global',
    'option'  => ['redispatch', 'httplog'],
    'retries' => '3',
    'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s', 'client 1m', 'server 1m', 'check 10s'],
    'maxconn' => '8000',
  },
}
haproxy::listen { 'puppet00':
  collect_exported => false,
  ipaddress        => $facts['networking']['ip'],
  ports            => '8140',
  options          => { 'mode' => 'tcp', 'balance' => 'roundrobin' },
}
haproxy::balancermember { 'master00':
  listening_service => 'puppet00',
  server_names      => 'master00.example.com',
  ipaddresses       => '10.0.0.10',
  ports             => '8140',
  options           => 'check',
}
haproxy::balancermember { 'masters':
  listening_service => 'puppet00',
  server_names      => ['master01.example.com', 'master02.example.com'],
  ipaddresses       => ['10.0.0.11', '10.0.0.12'],
  ports             => '8140',
  options           => ['check', 'inter 2000'],
}
haproxy::frontend { 'www':
  bind    => { '0.0.0.0:80' => [], '0.0.0.0:443' => ['ssl', 'crt', '/etc/ssl/www.pem'] },
  mode    => 'http',
  options => { 'default_backend' => 'web', 'option' => ['forwardfor'], 'acl' => ['is_api path_beg /api'], 'use_backend' => 'api if is_api' },
}
haproxy::backend { 'web':
  options => { 'balance' => 'leastconn', 'option' => ['httpchk GET /health'] },
}
haproxy::backend { 'api':
  mode    => 'http',
  options => [{ 'balance' => 'roundrobin' }, { 'http-check' => 'expect status 200' }],
}
haproxy::userlist { 'admins':
  users  => ['admin insecure-password secret'],
  groups => ['ops users admin'],
}
haproxy::mapfile { 'domains':
  mappings => [{ 'app1.example.com' => 'bk_app1' }, { 'app2.example.com' => 'bk_app2' }],
}
