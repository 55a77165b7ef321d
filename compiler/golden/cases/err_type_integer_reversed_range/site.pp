# Puppet rejects an Integer range whose lower bound is above its upper bound.
$ok = 5 =~ Integer[1, 10]
notice($ok)
notice(5 =~ Integer[10, 1])
