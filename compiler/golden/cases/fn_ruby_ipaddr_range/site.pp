# A Ruby function iterating a Range of IPAddr objects (IPAddr#to_range, (a..b).each): Ruby walks the
# range with IPAddr#succ, as voxpupuli-extlib's cidr_to_range does.
notice(netcalc::usable('192.0.2.0/29'))
notice(netcalc::usable('2001:db8::/126'))
notice(netcalc::span('10.0.0.250', '10.0.1.2'))
notice(netcalc::first_last('198.51.100.77/28'))
