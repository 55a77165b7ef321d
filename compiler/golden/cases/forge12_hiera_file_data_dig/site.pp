# Written for this case: file contents as Hiera values (a dotted key is split by lookup and joined back).
file { '/etc/motd': content => lookup('motd.txt') }
file { '/etc/ssl/certs/site.pem': content => lookup('ssl_cert') }
notify { 'plain': message => lookup('plain') }
notify { 'absent': message => lookup('nothing', { 'default_value' => 'none' }) }
