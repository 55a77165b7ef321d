# Helper functions in the style of voxpupuli's extlib, written in module Ruby: IPAddr (to_range,
# prefix, reverse, private?, include?), Gem::Version ordering, closure_scope facts, and an INI
# renderer with each_with_object and case/when on Ruby classes.
notice(extx::cidr_info('192.168.10.77/22'))
notice(extx::cidr_info('10.0.0.1/32'))
notice(extx::cidr_info('2001:db8::17/120'))
notice(extx::sort_by_version(['1.10.0', '1.2.0', '1.2.0.rc1', '1.2', '2.0.0-beta', '0.9.12', '1.2.0a']))
notice(extx::ip_to_cron('10.0.0.25'))
notice(extx::ip_to_cron('10.0.0.25', 900))
$ini = extx::to_ini({ 'main' => { 'server' => 'puppet', 'ports' => [80, 443], 'none' => undef, 'on' => true }, 'agent' => { 'runinterval' => 1800 } })
file { '/etc/x.ini': content => $ini }
notice($ini)
