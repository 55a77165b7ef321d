# Resolv as module code uses it: the address patterns and classes (name lookups are not supported).
show('ipv4 regex') { ['10.0.0.1', '256.1.1.1', '1.2.3', '010.1.1.1', '0.0.0.0', '255.255.255.255', "1.2.3.4\n"].map { |s| !!(s =~ Resolv::IPv4::Regex) } }
show('ipv4 source') { Resolv::IPv4::Regex.source }
show('ipv6 regex') { ['::1', 'fe80::1%eth0', 'fe80::1:2%eth0', 'zz::1', '2001:db8::', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:1.2.3.4', 'fe80:1:2:3:4:5:6:7%en0'].map { |s| !!(s =~ Resolv::IPv6::Regex) } }
show('ipv6 source') { [Resolv::IPv6::Regex.source, Resolv::IPv6::Regex.options, Resolv::IPv6::Regex_8Hex.source] }
show('address regex') { ['1.2.3.4', '::1', 'x', '1.2.3.4.5'].map { |s| !!(Resolv::AddressRegex =~ s) } }
show('match groups') { Resolv::IPv4::Regex.match('192.168.10.1').captures }
show('ipv4 create') { [Resolv::IPv4.create('1.2.3.4'), Resolv::IPv4.create('1.2.3.4').to_s, Resolv::IPv4.create('1.2.3.4').address.bytes] }
show('ipv4 bad') { Resolv::IPv4.create('1.2.3.256') }
show('ipv4 bad2') { Resolv::IPv4.create(5) }
show('ipv4 eq') { [Resolv::IPv4.create('1.2.3.4') == Resolv::IPv4.create('1.2.3.4'), Resolv::IPv4.create('1.2.3.4').eql?(Resolv::IPv4.create('1.2.3.5')), Resolv::IPv4.create(Resolv::IPv4.create('9.9.9.9')).to_s] }
show('ipv6 create') { ['2001:db8::1', '::ffff:1.2.3.4', '1:0:0:2:0:0:0:3', '::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', '0:0:1::', '1::', '1:0:0:0:2::', 'ABCD::EF', '::1.2.3.4'].map { |s| Resolv::IPv6.create(s).to_s } }
show('ipv6 inspect') { Resolv::IPv6.create('2001:DB8::1') }
show('ipv6 bad') { Resolv::IPv6.create('x') }
show('ipv6 bad4') { Resolv::IPv6.create('::1.2.3.999') }
show('ipv6 bad type') { Resolv::IPv6.create(nil) }
show('ipv6 address') { Resolv::IPv6.create('::1').address.bytesize }
show('errors') { [Resolv::ResolvError.ancestors.include?(StandardError), Resolv::ResolvError.name] }
show('new sizes') { [(Resolv::IPv4.new('abc') rescue $!.message), (Resolv::IPv6.new('x' * 4) rescue $!.message), Resolv::IPv4.new("\x01\x02\x03\x04").to_s, Resolv::IPv4.new("\x01\x02\x03\x04").hash == Resolv::IPv4.create('1.2.3.4').hash] }
show('ancestors') { [Resolv::IPv4.ancestors.first(2), Resolv::IPv6.private_instance_methods(false).include?(:initialize), Resolv::IPv4.public_method_defined?(:initialize)] }
