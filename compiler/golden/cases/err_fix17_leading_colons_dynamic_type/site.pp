# Resource[$t] with $t = '::file' as a resource expression's type: unknown, as ::file { } is.
file { '/tmp/x': }
notice(defined(File['/tmp/x']))
notice(defined(Resource['::file', '/tmp/x']))
$t = '::file'
Resource[$t] { '/tmp/y': }
notice('c4 ok')
