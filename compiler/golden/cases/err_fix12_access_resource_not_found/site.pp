# Reading a parameter of a resource the catalog does not hold: Puppet's issue UNKNOWN_RESOURCE.
file { '/tmp/here': ensure => file }
notice(File['/tmp/here']['ensure'])
notice(File['/tmp/nowhere']['ensure'])
