# Written for this case: Yelp/puppet-netstdlib's functions as its README uses them.
notify { 'range': message => cidr_to_range('192.168.7.8/29') }
notify { 'range6': message => cidr_to_range('2001:db8::/126') }
notify { 'in': message => [ips_in_netblocks(['10.1.1.1', '10.2.3.4'], ['10.0.0.0/8']), ips_in_netblocks(['10.1.1.1', '192.168.1.1'], ['10.0.0.0/8', '172.16.0.0/12']), ips_in_netblocks(['2001:db8::5'], ['2001:db8::/32'])] }
notify { 'uri': message => [parse_http_uri('HTTPS://Www.Example.COM'), parse_http_uri('http://api.example.com:8080/v1/items?q=1#frag')] }
notify { 'signed': message => [ip_to_signed_int('10.0.0.1'), ip_to_signed_int('192.168.0.1'), ip_to_signed_int('255.255.255.255')] }
