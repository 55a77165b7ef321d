# Several problems Puppet checks only in module files.
node default {}
$x = 1
class other {}
