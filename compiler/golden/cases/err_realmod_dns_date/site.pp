# theforeman-dns's 3.x function date is written as `newfunction(:date) do ... end` with a block
# taking no parameter; Puppet calls it with the argument array, so every call fails with Ruby's
# ArgumentError, located at the call.
$serial = date()
notice($serial)
