# Puppet::Pops::Time::Timestamp and Timespan from a module's Ruby function
$r = probe::time(Timestamp('2022-03-04T05:06:07.5 UTC'), Timespan('01:30:00'))
$r.each |$i, $l| { notify { "time ${i}": message => $l } }
