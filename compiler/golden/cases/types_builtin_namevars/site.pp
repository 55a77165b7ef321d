# Puppet 7's built-in types with their namevars: the title is the namevar unless it is given.
file { 'by title': path => '/etc/by-path' }
file { '/etc/plain': }
package { 'nginx': ensure => installed }
package { 'pkg-alias': name => 'openssl', ensure => latest }
service { 'nginx': ensure => running, enable => true }
user { 'deploy': ensure => present, uid => 2000, managehome => true }
group { 'deployers': gid => 2000 }
exec { '/usr/bin/true': }
exec { 'named exec': command => '/bin/echo hi' }
notify { 'n': message => 'm' }
schedule { 'weekly': period => weekly }
filebucket { 'main': path => false }
tidy { '/tmp/old': age => '1w' }
resources { 'user': purge => false }
