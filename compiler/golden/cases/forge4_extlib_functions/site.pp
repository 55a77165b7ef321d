$r = extlib::cidr_to_range('192.168.1.0/29') + extlib::cidr_to_range('10.0.0.4/30') + extlib::cidr_to_range('fe80::/126')
$ips = ['10.1.1.1', '10.10.1.1', '10.2.1.1', '192.168.0.1', '9.255.255.255', '10.2.1.1']
$sorted = $ips.sort |$a, $b| { extlib::compare_ip($a, $b) }
$v = extlib::sort_by_version(['10.0.0b12', '10.0.0b3', '10.0.0a2', '9.0.10', '9.0.3', '1.0', '1', '1.0.0.rc1', '2.0.0-beta.1', '1.10', '1.9.a'])
$ini = extlib::to_ini({ 'main' => { 'a' => 1, 'b' => true, 'c' => 'x y', 'd' => 1.5 }, 'other' => {} })
$ini2 = extlib::to_ini({ 's' => { 'n' => 2, 'f' => false, 'q' => "it's" } }, { 'quote_booleans' => false, 'quote_numerics' => false, 'header' => ';hdr', 'key_val_separator' => ' = ', 'quote_char' => "'" })
$n6 = ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:DB8::1/64', '::ffff:10.0.0.1', 'fe80:0:0:0:0:0:0:1'].map |$a| { extlib::ip6_normalize($a) }
$x = [extlib::xml_encode('a < b & "c" \'d\' > e'), extlib::xml_encode('a < b & "c" \'d\' > e', 'attr'), extlib::xml_encode("ünï\tcode")]
notify { 'r': message => $r }
notify { 's': message => $sorted }
notify { 'v': message => $v }
notify { 'n6': message => $n6 }
notify { 'x': message => $x }
file { '/tmp/ini': content => $ini }
file { '/tmp/ini2': content => $ini2 }
