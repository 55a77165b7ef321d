# The compiler checks attribute names, not attribute values: invalid values compile (the agent
# would reject them).
file { 'relative/path': ensure => 'bogus', mode => 'not a mode' }
service { 'svc': ensure => 'sideways' }
notify { 'n': loglevel => 'info' }
