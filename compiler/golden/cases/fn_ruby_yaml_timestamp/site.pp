# to_yaml of data holding Puppet's Timestamp and Timespan objects (as stdlib::to_yaml is often given):
# Psych writes the objects with their instance variables (lines joined with " | ": the suite compares
# only the first line of a message).
notice(dump::yaml({ 'at' => Timestamp('2020-01-01T00:00:00Z'), 'for' => Timespan(90), 'n' => 1 }))
notice(dump::yaml({ 'v' => SemVer('1.2.3-rc.01a.7+b.5'), 'w' => SemVer('2.0.0'), 'b' => Binary('aGk='), 's' => Sensitive('x') }))
