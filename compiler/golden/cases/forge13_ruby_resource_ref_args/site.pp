notify { '3x': message => probe_refs3(Package['nginx'], [File['/a'], Class['main']], 'String') }
notify { '4x': message => probe::refs4(Package['nginx'], [File['/a'], Class['main']], 'String') }
