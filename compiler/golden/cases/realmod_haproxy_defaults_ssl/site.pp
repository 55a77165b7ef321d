# puppetlabs-haproxy: global and defaults options, an HTTPS frontend with ACLs and bind options, backends with health checks, and balancer members from a list of servers.
class { 'haproxy':
  global_options   => {
    'log'     => "${facts['networking']['ip']} local0",
    'chroot'  => '/var/lib/haproxy',
    'maxconn' => '8000',
    'user'    => 'haproxy',
    'group'   => 'haproxy',
    'daemon'  => '',
    'stats'   => 'socket /var/lib/haproxy/stats',
    'ssl-default-bind-ciphers' => 'ECDHE+AESGCM',
  },
  defaults_options => {
    'log'     => 'global',
    'mode'    => 'http',
    'option'  => ['httplog', 'dontlognull', 'redispatch'],
    'retries' => '3',
    'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s', 'client 1m', 'server 1m', 'check 10s'],
    'maxconn' => '3000',
  },
  merge_options    => true,
}
haproxy::frontend { 'https-in':
  bind    => { '0.0.0.0:443' => ['ssl', 'crt', '/etc/haproxy/certs/'], ':::443' => ['ssl', 'crt', '/etc/haproxy/certs/', 'v6only'] },
  mode    => 'http',
  options => [
    { 'acl' => ['is_api path_beg /api', 'is_static path_end .css .js .png'] },
    { 'use_backend' => ['api if is_api', 'static if is_static'] },
    { 'default_backend' => 'web' },
    { 'http-request' => ['set-header X-Forwarded-Proto https'] },
  ],
}
haproxy::backend { 'web':
  options => {
    'balance' => 'roundrobin',
    'option'  => ['httpchk GET /health HTTP/1.1\r\nHost:\ web', 'forwardfor'],
    'cookie'  => 'SRV insert indirect nocache',
  },
}
haproxy::backend { 'api':
  mode    => 'http',
  options => { 'balance' => 'leastconn', 'http-check' => 'expect status 200' },
}
haproxy::backend { 'static':
  options => { 'balance' => 'source' },
}
haproxy::balancermember { 'web-servers':
  listening_service => 'web',
  server_names      => ['web1', 'web2', 'web3'],
  ipaddresses       => ['10.0.0.31', '10.0.0.32', '10.0.0.33'],
  ports             => '8080',
  options           => ['check', 'inter 2000', 'cookie'],
  define_cookies    => true,
}
haproxy::balancermember { 'api-servers':
  listening_service => 'api',
  server_names      => 'api1',
  ipaddresses       => '10.0.0.41',
  ports             => ['9000', '9001'],
  options           => 'check',
}
haproxy::balancermember { 'static-servers':
  listening_service => 'static',
  server_names      => ['s1', 's2'],
  ipaddresses       => ['10.0.0.51', '10.0.0.52'],
  ports             => '80',
  weight            => 10,
}
