# QA-FORGE-8: voxpupuli/puppet-nftables: nftables::rule cd60d4da (split name, resource overrides of a
# concat::fragment by reference), nftables::set b1085d8d with set.epp 317b8d01, and simplerule.epp 09b07e56
# (Nftables::Port alias of Stdlib::Port/range, Array($x, true), IP type matching, regsubst/strip) called as
# the module's simplerule calls it. Nftables::RuleName is not in the code index (written after its docs).
nftables::rule { 'default_in-myhttp':
  content => 'tcp dport 80 accept',
}
nftables::rule { 'PREROUTING6-count-2':
  content => 'counter',
  table   => 'ip6-nat',
  order   => '05',
}
nftables::rule { 'default_out-dns':
  source => ['puppet:///modules/profile/dns.nft', 'puppet:///modules/profile/dns-default.nft'],
}
nftables::set { 'my_set':
  type       => 'ipv4_addr',
  flags      => ['interval'],
  elements   => ['192.168.0.1/24', '10.0.0.2'],
  auto_merge => true,
}
nftables::set { 'blocked6':
  type    => 'ipv6_addr',
  timeout => 3600,
  size    => 65535,
  policy  => 'memory',
}
$rules = {
  'ssh'     => { 'action' => 'accept', 'comment' => 'allow ssh', 'counter' => true, 'daddr' => undef, 'dport' => 22, 'proto' => 'tcp', 'saddr' => '2001:db8::/32', 'set_type' => 'ip6', 'sport' => undef },
  'web'     => { 'action' => 'accept', 'comment' => undef, 'counter' => false, 'daddr' => '10.0.0.0/8', 'dport' => [80, 443], 'proto' => 'tcp4', 'saddr' => undef, 'set_type' => 'ip', 'sport' => undef },
  'ntp'     => { 'action' => 'drop', 'comment' => 'udp range', 'counter' => false, 'daddr' => '@my_set', 'dport' => '1000-2000', 'proto' => 'udp6', 'saddr' => '@blocked6', 'set_type' => 'ip6', 'sport' => 123 },
  'nothing' => { 'action' => 'accept', 'comment' => undef, 'counter' => false, 'daddr' => undef, 'dport' => undef, 'proto' => undef, 'saddr' => undef, 'set_type' => 'ip6', 'sport' => undef },
}
$rules.each |$n, $p| {
  nftables::rule { "default_in-${n}":
    content => epp('nftables/simplerule.epp', $p),
  }
}
