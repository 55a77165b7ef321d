# Written for this case: Resource[] with a type name written with leading colons, and a type in a string.
file { '/tmp/x': }
notify { 'interpolated': message => "${File}" }
notify { 'leading colons': message => [Resource['::file', '/tmp/x'], Resource['file', '/tmp/x']] }
