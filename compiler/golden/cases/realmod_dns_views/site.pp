# theforeman-dns: split-horizon BIND with internal and external views, forward and reverse zones in both, a slave zone and forwarders.
class { 'dns':
  forwarders         => ['9.9.9.9', '1.1.1.1'],
  listen_on_v6       => 'none',
  allow_recursion    => ['localnets', '10.0.0.0/8'],
  enable_views       => true,
  dnssec_validation  => 'auto',
  additional_options => { 'max-cache-size' => '256m', 'minimal-responses' => 'yes' },
  zones              => {},
}
dns::view { 'internal':
  match_clients   => ['10.0.0.0/8', 'localhost'],
  allow_recursion => ['10.0.0.0/8'],
  order           => '10',
}
dns::view { 'external':
  match_clients => ['any'],
  order         => '20',
}
dns::zone { 'example.com':
  target_views   => ['internal', 'external'],
  soa            => 'ns1.example.com',
  soaip          => '10.0.0.53',
  contact        => 'hostmaster.example.com',
  allow_transfer => ['10.0.0.54'],
  also_notify    => ['10.0.0.54'],
  serial         => 2024010101,
}
dns::zone { '0.10.in-addr.arpa':
  target_views => ['internal'],
  reverse      => true,
  soa          => 'ns1.example.com',
}
dns::zone { 'partner.example.net':
  target_views => ['internal'],
  zonetype     => 'slave',
  masters      => ['192.0.2.53'],
  manage_file  => false,
}
dns::zone { 'corp.example':
  target_views => ['internal'],
  zonetype     => 'forward',
  forwarders   => ['10.1.0.53'],
  forward      => 'only',
  manage_file  => false,
}
