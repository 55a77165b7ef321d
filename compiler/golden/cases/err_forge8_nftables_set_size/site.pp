# QA-FORGE-8: voxpupuli-nftables's nftables::set (b1085d8d) refuses more elements than its size.
nftables::set { 'tiny':
  type     => 'ipv4_addr',
  elements => ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
  size     => 2,
}
