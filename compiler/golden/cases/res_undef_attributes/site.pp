# An attribute given undef is as if it were not given: it is absent from the catalog.
$nothing = undef
notify { 'a': message => undef }
notify { 'b': message => $nothing, withpath => false }
file { '/tmp/f': ensure => file, mode => undef, owner => $nothing, content => '' }
