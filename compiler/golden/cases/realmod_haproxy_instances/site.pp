# puppetlabs-haproxy 2.1: global and default options, a second haproxy instance, peers with peer members, a resolver, mailers, and exported balancer members
# collected within the same compile.
class { 'haproxy':
  global_options => { 'log' => ['127.0.0.1 local0', '127.0.0.1 local1 notice'], 'maxconn' => '8000', 'user' => 'haproxy', 'group' => 'haproxy', 'daemon' => '', 'stats' => 'socket /var/lib/haproxy/stats' },
  defaults_options => { 'log' => 'global', 'option' => ['redispatch', 'httplog'], 'retries' => '3', 'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s', 'client 1m', 'server 1m'], 'maxconn' => '8000' },
  merge_options => true,
}
haproxy::instance { 'internal':
  global_options => { 'maxconn' => '2000', 'log' => '127.0.0.1 local2' },
  defaults_options => { 'mode' => 'tcp', 'timeout' => ['connect 5s'] },
}
haproxy::listen { 'mysql':
  instance => 'internal',
  ipaddress => '10.0.0.5',
  ports => '3306',
  mode => 'tcp',
  options => { 'option' => ['tcplog', 'mysql-check user haproxy'], 'balance' => 'leastconn' },
}
haproxy::peers { 'cluster': }
haproxy::peer { 'lb1': peers_name => 'cluster', server_names => 'lb1', ipaddresses => '10.0.0.11', port => 1024 }
haproxy::peer { 'lb2': peers_name => 'cluster', server_names => 'lb2', ipaddresses => '10.0.0.12', port => 1024 }
haproxy::resolver { 'dns':
  nameservers => { 'dns1' => '10.0.0.2:53', 'dns2' => '10.0.0.3:53' },
  hold => { 'nx' => '30s', 'valid' => '10s' },
  resolve_retries => 3,
  timeout => { 'retry' => '1s' },
}
haproxy::mailers { 'ops': }
haproxy::mailer { 'smtp1': mailers_name => 'ops', server_names => 'smtp1', ipaddresses => '10.0.0.40', port => 25 }
haproxy::frontend { 'www':
  ipaddress => '0.0.0.0',
  ports => ['80', '443'],
  mode => 'http',
  bind_options => ['ssl crt /etc/haproxy/certs/'],
  options => { 'default_backend' => 'web', 'acl' => ['is_api path_beg /api'], 'use_backend' => ['api if is_api'], 'http-request' => ['set-header X-Forwarded-Proto https if { ssl_fc }'] },
}
haproxy::backend { 'web': options => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /health'] }, collect_exported => true }
haproxy::backend { 'api': options => { 'balance' => 'source' }, collect_exported => false }
@@haproxy::balancermember { 'web01':
  listening_service => 'web',
  server_names => 'web01.example.com',
  ipaddresses => '10.0.0.5',
  ports => '8080',
  options => 'check inter 2000',
}
haproxy::balancermember { 'api':
  listening_service => 'api',
  server_names => ['api1', 'api2'],
  ipaddresses => ['10.0.0.21', '10.0.0.22'],
  ports => '9000',
  options => ['check', 'weight 10'],
}
