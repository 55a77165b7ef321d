# QA-FORGE-8: voxpupuli/puppet-openvpn's client_specific_config.erb 4e2d9e1e (assignment inside an ERB if,
# each over String arrays, false vs String parameters), as its README declares a client config.
openvpn::client_specific_config { 'vpn_client':
  server           => 'contoso',
  iroute           => ['10.0.1.0 255.255.255.0'],
  iroute_ipv6      => ['2001:db8:1::/64'],
  ifconfig         => '10.10.10.2 255.255.255.0',
  dhcp_options     => ['DNS 8.8.8.8', 'DOMAIN example.com'],
  redirect_gateway => true,
  route            => ['192.168.30.0 255.255.255.0', '192.168.35.0 255.255.0.0'],
}
openvpn::client_specific_config { 'bare':
  server => 'contoso',
}
