file { 'config': path => '/etc/app.conf', content => 'a' }
file { '/etc/app.conf': content => 'b' }
