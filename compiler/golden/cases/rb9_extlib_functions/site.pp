# voxpupuli/puppet-extlib's 4.x functions (not in the Debian corpus), called as their READMEs and
# specs show. The function files are the repository's (lib/puppet/functions/extlib/*.rb, blob
# commits in the code index: cidr_to_netmask 1d974335, cidr_to_network 311ddc6f, cidr_to_range
# f28abf6d, compare_ip cff35c5a, ip6_normalize 02166850, ip_to_cron 68538ef3, ip_to_reverse
# 85c7ff19, ipv6_to_bracket_notation 709e20ad, is_in_cidr 0fe6c4e2, last_in_cidr 60e11a9f,
# netmask_to_cidr 5c58755d, sort_by_version 1d974335, to_ini b7deae76, xml_encode 8864f93a,
# get_ip_in_cidr add08d95, resources_deep_merge/has_module/echo 1d974335 (long doc comments of
# the last two shortened), ip_cidr_to_full_mask bce18ae9); stdlib 8.5 from the corpus.
notice(extlib::cidr_to_netmask('127.0.0.1/8'))
notice(extlib::cidr_to_netmask('2001:db8::/64'))
notice(extlib::cidr_to_network('2001:DB8::/32'))
notice(extlib::cidr_to_network('192.0.2.77/26'))
notice(extlib::cidr_to_range('192.0.2.0/29'))
notice(extlib::cidr_to_range('2001:db8::/126'))
notice(['10.1.1.1', '10.10.1.1', '10.2.1.1'].sort |$a, $b| { extlib::compare_ip($a, $b) })
notice(extlib::compare_ip('2001:db8::1', '2001:db8::1'))
notice(extlib::ip6_normalize('2001:0db8:0000:0000:0000:0000:0000:0001'))
notice(extlib::ip6_normalize('2001:DB8:0:0::1/64'))
notice(extlib::ip_to_cron())
notice(extlib::ip_to_cron(3600))
notice(extlib::ip_to_cron(600))
notice(extlib::ip_to_cron(7200))
notice(extlib::ip_to_reverse('192.0.2.0'))
notice(extlib::ip_to_reverse('2001:db8::1'))
notice(extlib::ipv6_to_bracket_notation('fe80::f00:b4/120'))
notice('192.0.2.42'.extlib::is_in_cidr('192.0.2.0/24'))
notice(extlib::is_in_cidr('192.0.3.42', '192.0.2.0/24'))
notice(extlib::is_in_cidr('2001:db8::5', '2001:db8::/64'))
notice(extlib::last_in_cidr('127.0.0.1/8'))
notice(extlib::last_in_cidr('2001:db8::1/64'))
notice(extlib::netmask_to_cidr('255.0.0.0'))
notice(extlib::netmask_to_cidr('255.255.255.192'))
notice(extlib::netmask_to_cidr('ffff:ffff:ffff:ffff::'))
notice(extlib::sort_by_version(['10.0.0b12', '10.0.0b3', '10.0.0a2', '9.0.10', '9.0.3']))
notice(extlib::sort_by_version(['1.10', '1.2', '1.2.0.rc1', '1.9.9']))
notice(extlib::xml_encode('<a href="x">Tom & "Jerry"\'s</a>'))
notice(extlib::xml_encode('<a href="x">Tom & "Jerry"\'s</a>', 'attr'))
notice(extlib::xml_encode('ünïcödé ✓ & more'))
notice(extlib::get_ip_in_cidr('192.168.0.0/24', 'first'))
notice(extlib::get_ip_in_cidr('192.168.0.0/24', 'second'))
notice(extlib::get_ip_in_cidr('192.168.0.0/16', 600))
notice(extlib::get_ip_in_cidr('192.168.0.0/16', -2))
notice(extlib::get_ip_in_cidr('192.168.0.0/24', 'last'))
notice(extlib::get_ip_in_cidr('2001:db8::/120', 'last'))
notice(extlib::get_ip_in_cidr('192.168.0.0/24'))
notice(extlib::ip_cidr_to_full_mask('1.2.3.4/24'))
notice(extlib::ip_cidr_to_full_mask('10.0.0.0/13'))
notice(extlib::has_module('puppetlabs/stdlib'))
notice(extlib::has_module('voxpupuli-extlib'))
notice(extlib::has_module('camptocamp/systemd'))
notice(extlib::has_module('someone-stdlib'))
notice(extlib::echo([1, 'a', { 'b' => true }], 'My structure'))
$defaults = { 'one' => '1', 'two' => '2', 'four' => { 'five' => '5', 'six' => '6' } }
$numbers = { 'german' => { 'one' => 'eins', 'four' => { 'six' => 'sechs' } }, 'french' => { 'two' => 'deux' } }
notice(extlib::resources_deep_merge($numbers, $defaults))
$ini = { 'main' => { 'logging' => 'INFO', 'limit' => 314, 'awesome' => true }, 'dev' => { 'logging' => 'DEBUG', 'log_location' => '/var/log/dev.log' } }
file { '/etc/app.ini':
  content => extlib::to_ini($ini),
}
file { '/etc/app2.ini':
  content => extlib::to_ini($ini, { 'header' => '; THIS FILE IS MANAGED BY PUPPET', 'key_val_separator' => ' = ', 'quote_char' => '', 'quote_booleans' => false, 'quote_numerics' => false }),
}
