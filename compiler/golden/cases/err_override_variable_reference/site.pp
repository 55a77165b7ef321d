# The specification's `$resources { mode => '0666' }` is a syntax error in Puppet 7.23.
notify { ['a', 'b']: }
$refs = [Notify['a'], Notify['b']]
$refs { loglevel => 'info' }
