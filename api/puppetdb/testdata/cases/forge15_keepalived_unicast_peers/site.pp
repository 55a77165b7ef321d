# The recording's base facts have no clientversion (an agent sends it); concat::fragment compares it.
$clientversion = $facts['puppetversion']
# keepalived::vrrp::instance with collect_unicast_peers: every balancer exports itself as a unicast peer of the instance
# and collects the others' (instance == name and ip_address != own); an haproxy-style backend fragment is exported too.
node /^lb\d+\./ {
  include keepalived
  keepalived::vrrp::instance { 'VI_50':
    interface             => 'eth0',
    state                 => 'BACKUP',
    virtual_router_id     => 50,
    priority              => 100,
    virtual_ipaddress     => '10.0.0.1/24',
    unicast_source_ip     => $facts['ipaddress'],
    collect_unicast_peers => true,
  }
  @@concat::fragment { "haproxy-web-${facts['hostname']}":
    target  => '/etc/haproxy/haproxy.cfg',
    content => "  server ${facts['hostname']} ${facts['ipaddress']}:80 check\n",
    order   => '20',
    tag     => ['haproxy-web'],
  }
}
node 'proxy.example.com' {
  concat { '/etc/haproxy/haproxy.cfg': }
  concat::fragment { 'haproxy-web-header':
    target  => '/etc/haproxy/haproxy.cfg',
    content => "backend web\n",
    order   => '10',
  }
  Concat::Fragment <<| tag == 'haproxy-web' |>>
}
