class { 'haproxy': global_options => { 'log' => '127.0.0.1 local0', 'chroot' => '/var/lib/haproxy', 'maxconn' => '4000', 'user' => 'haproxy', 'group' => 'haproxy', 'daemon' => '', 'stats' => ['socket /var/lib/haproxy/stats', 'timeout 30s'] }, defaults_options => { 'log' => 'global', 'option' => ['redispatch', 'httplog'], 'retries' => '3', 'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s'], 'maxconn' => '8000' } }
haproxy::listen { 'puppet00': collect_exported => false, ipaddress => '10.0.0.1', ports => '8140', mode => 'tcp', options => { 'option' => ['tcplog'], 'balance' => 'roundrobin' } }
haproxy::listen { 'multi': collect_exported => false, bind => { '10.0.0.1:80' => ['ssl', 'crt', '/etc/ssl/site.pem'], ':443' => [], '10.0.0.2:8080' => '' }, bind_options => ['accept-proxy'], options => [{ 'balance' => 'leastconn' }, { 'option' => 'httpchk' }] }
haproxy::frontend { 'web': ipaddress => '0.0.0.0', ports => ['80', '81'], mode => 'http', options => { 'default_backend' => 'app', 'acl' => ['is_api path_beg /api', 'is_static path_end .css'], 'use_backend' => 'api if is_api' }, sort_options_alphabetic => false }
haproxy::backend { 'app': collect_exported => false, options => { 'option' => ['forwardfor', 'httpchk GET /health'], 'balance' => 'roundrobin', 'http-check' => 'expect status 200' } }
haproxy::balancermember { 'app01': listening_service => 'app', server_names => ['app01', 'app02'], ipaddresses => ['10.0.1.1', '10.0.1.2'], ports => '8080', options => ['check', 'inter 2s'], define_cookies => true }
haproxy::balancermember { 'app03': listening_service => 'puppet00', server_names => 'app03', ipaddresses => '10.0.1.3', ports => ['8140', '8141'], options => 'check', weight => 10 }
haproxy::userlist { 'users': users => ['alice insecure-password secret', 'bob password $6$x'], groups => ['admins users alice'] }
haproxy::peers { 'peers': }
haproxy::peer { 'peer1': peers_name => 'peers', server_names => 'lb1', ipaddresses => '10.0.2.1', port => 1024 }
haproxy::mapfile { 'domains': mappings => [{ 'app1.example.com' => 'backend1' }, { 'app2.example.com' => 'backend2' }, 'app3.example.com backend3'] }
