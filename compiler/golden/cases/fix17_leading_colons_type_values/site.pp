# A built-in type named with leading colons: Resource['::file'] is the type ::File in Puppet code (not File),
# while a reference passed on to the catalog (realize, require, a parameter) drops the colons (Runtime3Converter).
notice(Resource['::file'])
notice(type(Resource['::file']))
notice(Resource['::file'] == File)
notice(defined(Resource['::file']))
@file { '/tmp/v': }
realize(Resource['::file', '/tmp/v'])
File <| title == '/tmp/v' |> { mode => '0600' }
file { '/tmp/z': }
notify { 'n': require => Resource['::file', '/tmp/z'] }
notice("${Resource['::file', '/tmp/z']}")
notify { 'p': message => [Resource['::file', '/tmp/z'], Resource['::File', '/tmp/v']] }
