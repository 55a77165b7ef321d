# Resource defaults apply to resources of the type in the scope, including ones declared before
# the default expression; explicit attributes win; undef attributes take the default.
file { '/tmp/before': }
File { mode => '0644', owner => 'root' }
file { '/tmp/after': }
file { '/tmp/explicit': mode => '0600' }
file { '/tmp/undef': owner => undef }
Notify { message => 'default message' }
notify { 'n': }
