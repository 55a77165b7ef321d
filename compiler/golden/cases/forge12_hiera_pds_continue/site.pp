# Written for this case: two lookups through the hierarchy (the PDS levels answer not found).
notify { 'motd': message => lookup('profile::motd::message') }
notify { 'ntp': message => lookup('profile::ntp::servers', Array[String], 'unique') }
notify { 'missing': message => lookup('profile::nothing', { 'default_value' => 'dflt' }) }
