# resources referenced by a namevar value different from the title, and by alias
probe_listener { 'front': host => 'front.example.com', port => '443' }
probe_listener { 'back.example.com:8443': }
file { 'motd': path => '/etc/motd', content => 'x' }
package { 'web': name => 'nginx' }
service { 'nginx-svc': name => 'nginx', alias => 'webserver' }
notify { 'a': require => [Probe_listener['front'], File['/etc/motd'], Package['nginx'], Service['webserver']] }
notify { 'b': before => Probe_listener['back.example.com:8443'] }
Probe_listener['front'] -> Notify['b']
File['/etc/motd'] ~> Service['webserver']
