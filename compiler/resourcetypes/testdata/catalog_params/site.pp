file { '/tmp/a/': ensure => 'file' }
file { '/tmp/b': ensure => 'file' }
file { 'x': mode => '0600', name => '/tmp/q' }
file { '/tmp/c/': path => '/tmp/c/' }
file { '/tmp/d/': mode => '0644', path => '/tmp/dd' }
file { '/tmp/e//': owner => 'root' }
file { 'C:/':  }
sshkey { 'h.example.com@ssh-rsa': key => 'AAA' }
sshkey { 'other.example.com': key => 'BBB', type => 'ssh-ed25519' }
sshkey { 'third.example.com@ssh-rsa': name => 'third.example.com@ssh-rsa', key => 'CCC' }
alternative_entry { '/usr/bin/vim': altlink => '/usr/bin/editor', altname => 'editor', priority => 10 }
alternative_entry { 'vi:/usr/bin/vi': altname => 'vi', priority => 5 }
keystone_tenant { 'proj::dom': enabled => true }
keystone_tenant { 'proj2::dom': domain => 'other', enabled => true }
keystone_user_role { 'u::ud@p::pd': roles => ['admin'] }
rabbitmq_binding { 'src@dst@vh': ensure => 'present' }
exec { '/bin/echo':  }
exec { 'y': command => '/bin/true' }
notify { 'n': name => 'n' }
notify { 'm': message => 'hi', name => 'other' }
package { 'foo':  }
package { 'bar': name => 'baz', ensure => 'installed' }
service { 'ssh': name => 'sshd', ensure => 'running' }
vcsrepo { '/srv/repo/': ensure => 'present' }
ini_setting { 's': path => '/etc/x.ini', section => 'a', setting => 'b', value => 'c' }
title_optional { 'alone': value => '1' }
title_optional { 'a@z': value => '2' }
title_optional { 'b': zone => 'y' }
