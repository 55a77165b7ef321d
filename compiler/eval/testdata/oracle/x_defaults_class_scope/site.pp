class base { File { owner => 'base' } }
class child inherits base { file { '/c': } }
include child
node default { File { group => 'node' } include other }
class other { file { '/o': } }
