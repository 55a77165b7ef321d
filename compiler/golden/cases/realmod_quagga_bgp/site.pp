# icann-quagga 0.5 (with icann-tea types): bgpd with an ASN, networks, and a peer with prefix filtering.
include quagga
class { 'quagga::bgpd':
  my_asn        => 64496,
  router_id     => '192.0.2.1',
  networks4     => ['192.0.2.0/24'],
  networks6     => ['2001:db8::/48'],
  peers         => {
    '64497' => {
      'addr4'          => ['192.0.2.2'],
      'addr6'          => ['2001:db8::2'],
      'desc'           => 'TEST Network',
      'inbound_routes' => 'all',
    },
  },
}
