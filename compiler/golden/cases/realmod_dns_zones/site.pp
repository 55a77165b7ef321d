# theforeman-dns 5.4.0: a BIND server with forwarders and ACLs, forward and reverse zones, a slave
# zone and a TSIG key.
class { 'dns':
  forwarders   => ['8.8.8.8', '8.8.4.4'],
  listen_on_v6 => 'none',
  acls         => { 'trusted' => ['10.0.0.0/8', 'localhost'] },
  allow_recursion => ['trusted'],
  zones        => {
    'example.com' => { 'soa' => 'ns1.example.com', 'contact' => 'hostmaster.example.com' },
  },
}
dns::zone { '0.0.10.in-addr.arpa':
  reverse => true,
  soa     => 'ns1.example.com',
}
dns::zone { 'partner.example.org':
  zonetype => 'slave',
  masters  => ['192.0.2.53'],
  manage_file => false,
}
dns::key { 'dhcp-updater': }
