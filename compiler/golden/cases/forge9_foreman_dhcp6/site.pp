# theforeman/puppet-dhcp's DHCPv6 part (dhcp::dhcp6 with create_resources of dhcp::pool6 / dhcp::host6, ERB
# templates reading unset @search_domains / @includes6, concat fragments) and Dhcp::Range's lookahead regexp.
include dhcp
class { 'dhcp::dhcp6':
  rapid_commit6 => true,
  includes      => ['/etc/dhcp/extra6.conf'],
  pools6        => {
    'lan6' => {
      'network'         => '2001:db8:1::',
      'prefix'          => 64,
      'range'           => '2001:db8:1::100 2001:db8:1::1ff',
      'pool_parameters' => ['allow members of "pxe"', 'deny unknown-clients'],
      'nameservers'     => ['2001:db8:1::53', '2001:db8:1::35'],
      'search_domains'  => 'example.com, lab.example.com corp.example.com',
      'domain_name'     => 'example.com',
      'raw_append'      => 'ddns-updates off;',
    },
    'dmz6' => { 'network' => '2001:db8:2::', 'prefix' => 48, 'range' => '  ', 'options' => 'dhcp6.sntp-servers 2001:db8::123' },
  },
  hosts6        => {
    'printer' => { 'ip' => '2001:db8:1::10', 'mac' => '00:11:22:33:44:55' },
    'nas'     => { 'ip' => '2001:db8:1::11', 'mac' => 'a:b:c:d:e:f', 'comment' => 'short octets' },
  },
}
['10.0.0.10 10.0.0.99', 'dynamic-bootp 10.0.0.1/24', '10.0.0.256 10.0.0.3', '10.0.0.1/255.255.255.0 10.0.0.9', '010.0.0.1'].each |$r| {
  notice([$r, $r =~ Dhcp::Range])
}
