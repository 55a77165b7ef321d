# Resource-like class declarations with parameters; a later include of the same class is a no-op.
class web($port = 80, $docroot = '/var/www') { notify { "web ${port} ${docroot}": } }
class { 'web': port => 8080 }
include web
class db($engine) { notify { "db ${engine}": } }
class { 'db': engine => 'postgres' }
class { '::plain': }
class plain {}
