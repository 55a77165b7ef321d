$members = {
  'a' => { 'server' => '10.0.0.1:8080', 'weight' => 5, 'max_fails' => 3, 'fail_timeout' => '30s', 'backup' => false },
  'b' => { 'server' => 'unix:/run/app.sock', 'state' => 'down', 'comment' => 'maintenance', 'params_prepend' => 'x=1', 'params_append' => 'y=2' },
  'c' => { 'server' => 'app.example.com', 'resolve' => true, 'service' => '_http._tcp', 'slow_start' => '1m', 'route' => 'r1', 'max_conns' => 100, 'backup' => true },
}
$content = [
  epp('nginx/upstream/upstream_header.epp', { 'name' => 'backend', 'cfg_prepend' => { 'a' => 'b', 'c' => ['d', 'e'], 'f' => { 'g' => 'h', 'i' => ['j', 'k'] } } }),
  $members.map |$k, $m| { epp('nginx/upstream/upstream_member.epp', $m) }.join("\n"),
  "\n",
  epp('nginx/upstream/upstream_footer.epp', { 'least_time' => 'header inflight', 'keepalive' => 32, 'keepalive_timeout' => '60s', 'queue_max' => 10,
    'queue_timeout' => '5s', 'zone' => 'backend 64k', 'statefile' => '/var/lib/nginx/state', 'ip_hash' => true, 'hash' => '$request_uri consistent',
    'sticky' => { 'cookie' => { 'name' => 'srv_id', 'expires' => '1h', 'httponly' => true, 'secure' => true, 'path' => '/' } },
    'cfg_append' => { 'z' => 1, 'y' => { 'x' => [1, 2] } } }),
  epp('nginx/upstream/upstream_footer.epp', { 'sticky' => { 'learn' => { 'create' => '$upstream_cookie_x', 'lookup' => '$cookie_x', 'zone' => 'client_sessions:1m', 'header' => true } } }),
  epp('nginx/upstream/upstream_footer.epp', { 'sticky' => { 'route' => '$route_cookie $route_uri' } }),
].join('')
file { '/etc/nginx/conf.d/backend-upstream.conf': content => $content }
