file { '/etc/long/path.conf': alias => 'conf' }
notify { 'x': require => File['conf'] }
File['conf'] -> Notify['y']
notify { 'y': }
