# Written for this case after inkblot/puppet-ipcalc's README: IPv4 and IPv6 subnet arithmetic in manifests.
$cidrs = ['198.51.100.5/24', '10.1.2.3/255.255.0.0', '192.0.2.77', '2001:db8:0:1::17/64', 'fe80::1/10', '203.0.113.130/25']
$cidrs.each |$c| {
  notify { "ipcalc ${c}":
    message => [ip_address($c), ip_netmask($c), ip_prefixlength($c), ip_network($c),
      ip_broadcast($c), ip_offset($c),].join(' '),
  }
}
notify { 'split': message => ip_split('10.0.0.0/8') }
notify { 'split6': message => ip_split('2001:db8::/32') }
notify { 'subnet': message => [ip_subnet('172.16.0.0/12', 20, 3), ip_subnet('172.16.0.0/12', '24'), ip_subnet('2001:db8::/48', 64, 255)] }
notify { 'supernet': message => [ip_supernet('192.168.37.9/24', 16), ip_supernet('2001:db8:abcd:12::1/64', 32)] }
$size = ip_network_size('10.0.0.0/1')
notify { 'size': message => "${size} ${size =~ Integer}" }
notify { 'increment': message => [ip_increment('198.51.100.5/24'), ip_increment('198.51.100.5/24', 5), ip_network('198.51.100.5/24', 1), ip_broadcast('2001:db8::/126', 1)] }
notify { 'sizes': message => [ip_network_size('198.51.100.5/24'), ip_network_size('10.0.0.0/8'), ip_network_size('2001:db8::/120')] }
