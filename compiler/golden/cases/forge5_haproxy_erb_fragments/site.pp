# QA-FORGE-5: puppetlabs-haproxy ERB fragments verbatim (_bind.erb with IPAddr validity checks and scope.function_fail,
# _options.erb, haproxy_balancermember.erb with zip/sort).
# drivers: the variables haproxy::listen and haproxy::balancermember give the puppetlabs-haproxy ERB fragments
define listen_driver($bind = undef, $ipaddress = undef, $ports = undef, $bind_options = undef, Hash $options = {}) {
  file { "/tmp/${title}.cfg": content => "listen ${title}\n${template('haproxy/fragments/_bind.erb')}${template('haproxy/fragments/_options.erb')}" }
}
define member_driver($ipaddresses, $server_names, $ports = undef, $weights = undef, $options = '', $define_cookies = false) {
  file { "/tmp/member-${title}.cfg": content => template('haproxy/haproxy_balancermember.erb') }
}
listen_driver { 'binds':
  bind    => { '10.0.0.1:80' => ['ssl', 'crt /etc/x.pem'], 'web.example.com:8080' => 'transparent', '0.0.0.0:81' => undef, '2001:db8::1:8443' => ['v6only'], 'localhost' => 'x' },
  options => { 'mode' => 'http', 'option' => ['httplog', 'forwardfor'], 'balance' => 'roundrobin', 'timeout' => ['client 1m'], 'maxconn' => 100 },
}
listen_driver { 'ports': ipaddress => ['10.0.0.2', '10.0.0.2', 'lb.example.com', '*', '::'], ports => '8140,8141', bind_options => ['accept-proxy'] }
listen_driver { 'portsarray': ipaddress => '192.168.1.1', ports => ['80', 443] }
member_driver { 'web': ipaddresses => ['10.1.0.1', '10.1.0.2', '10.1.0.3'], server_names => ['web1', 'web2', 'web3'], weights => [10, 20, 30], ports => [80, '8080'], options => ['check', 'backup', 'inter 2s'], define_cookies => true }
member_driver { 'single': ipaddresses => '10.2.0.1', server_names => 'db1', options => 'check' }
