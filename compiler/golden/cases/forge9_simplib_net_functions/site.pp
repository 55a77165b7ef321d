# simp/pupmod-simp-simplib network and mount functions: IPAddr (new, inspect, to_i, ipv6?), PuppetX::SIMP::Simplib
# required by File.expand_path(File.dirname(__FILE__) + ...), call_function between module functions, local_types,
# a returned Hash with Symbol keys (parse_hosts), closure_scope['facts'] (join_mount_opts).
notice(simplib::nets2cidr('10.0.1.0/255.255.255.0 192.168.0.0/16;myhost.example.com,2001:db8::/64 fd00::1/128'))
notice(simplib::nets2ddq(['10.0.1.0/24', '10.0.2.0/255.255.255.0', '10.0.3.25', 'myhost', '2001:0db8:85a3::8a2e:0370:7334/64', 'host:80']))
notice(simplib::bracketize('2001:db8::1,2001:db8::/24 10.0.0.1 [fd00::2] name'))
notice(simplib::bracketize(['fd00::3']))
$parsed = simplib::parse_hosts(['1.2.3.4', 'http://1.2.3.4', 'https://1.2.3.4:443', 'https://1.2.3.4:8443', '[2001:db8::1]:53', '2001:db8::2', 'ldap://ldap.example.com:389'])
notice($parsed)
notice($parsed.keys)
notice(simplib::strip_ports(['https://mysite.net:8443', 'http://yoursite.net:8081', 'https://theirsite.com', 'mysite.net']))
simplib::validate_net_list(['10.10.10.0/24', '1.2.3.4', '1.3.4.5:400', '%any', 'ALL'], '^(%any|ALL)$')
simplib::validate_port('10541', [5555, '7777'], 65535)
notice(simplib::join_mount_opts(['rw', 'dev', 'exec', 'noatime', 'context=system_u:object_r:tmp_t:s0'], ['nodev', 'noexec', 'atime', 'mode=1777']))
