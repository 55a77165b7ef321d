# Deferred values (Deferred(...), Deferred.new) and other rich values in a catalog written
# without rich data (as the oracle writes it): each becomes its string, with a warning naming
# where it is; a nested Sensitive keeps its __ptype wrapper.
$d = Deferred('join', [['a', 'b'], '-'])
notice($d)
notice(type($d))
notice($d =~ Deferred)
$e = Deferred.new('join', [['c'], ','])
notify { 'd': message => $d }
notify { 'e': message => $e }
file { '/tmp/x': content => Binary('dm0K') }
notify { 'nested': message => { 'a' => [$d, Binary('AAE='), Timestamp('2020-01-01T00:00:00 UTC'), Timespan(3), SemVer('1.2.3'), /re/, Sensitive('s'), default] } }
notify { 's': message => Sensitive('top') }
notify { 'undefarg': message => Deferred('foo') }
