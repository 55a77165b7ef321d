file { ['/a', '/b']: }
notice(File['/a', '/b'])
notice(Resource['file', '/a'])
notice(File[['/a', '/b']])
notify { 'n': require => File['/a', '/b'] }
