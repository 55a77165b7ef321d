# theforeman/puppet-dns: dns::dnssec_policy (an EPP given a 'name' key, $options.filter over undef values,
# a Struct type alias), dns::reverse_dns (IPAddr#reverse with a Stdlib::Fqdn return type) and the deprecated
# get_in_addr_arpa (stdlib's deprecation warning through call_function).
include dns
dns::dnssec_policy { 'standard':
  dnskey_ttl          => 3600,
  keys                => [
    { 'type' => 'ksk', 'directory' => 'key-directory', 'lifetime' => 'unlimited', 'algorithm' => 'ecdsap256sha256' },
    { 'type' => 'zsk', 'lifetime' => 'P90D', 'algorithm' => 8, 'size' => 2048 },
  ],
  signatures_validity => '14d',
}
dns::dnssec_policy { 'bare': }
notice(dns::reverse_dns('192.0.2.10'))
notice(dns::reverse_dns('2001:db8::1'))
notice(get_in_addr_arpa('10.1.2.3'))
