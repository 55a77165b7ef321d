file { "/tmp/x": content => probe::rb() }
