# Application nodes export their balancer membership; the balancer collects it in its class (by
# service, with an override), an exported file with Sensitive content, and every node's host entry.
@@host { $trusted['certname']: ip => $facts['ipaddress'], host_aliases => [$facts['hostname']], tag => ['hosts'] }
Host <<| tag == 'hosts' |>>
node /^app\d+\./ {
  @@lb::member { "web-${facts['hostname']}":
    service => 'web',
    server  => $facts['hostname'],
    ip      => $facts['ipaddress'],
    ports   => [8080, 8443],
    options => ['check', 'inter 2s'],
  }
  @@lb::member { "api-${facts['hostname']}":
    service => 'api',
    server  => $facts['hostname'],
    ip      => $facts['ipaddress'],
    ports   => [9000],
  }
  @@file { "/etc/lb/secret-${facts['hostname']}":
    content => Sensitive("token-${facts['hostname']}"),
    tag     => ['secret'],
  }
}
node 'lb.example.com' {
  include lb
}
