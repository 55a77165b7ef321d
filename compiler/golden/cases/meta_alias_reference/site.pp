# An alias names the resource for relationships; it is also a second title for uniqueness.
file { '/etc/very/long/path/app.conf': ensure => file, alias => 'appconf' }
notify { 'uses alias': require => File['appconf'] }
Notify['uses alias'] -> File['appconf']
