# undef is a valid value_type only in the four-argument form: with three arguments no signature
# matches, and Puppet lists them all (the message continues over several lines).
$x = lookup('list', undef, undef)
