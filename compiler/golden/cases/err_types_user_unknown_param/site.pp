user { 'u': ensure => present }
user { 'v': ensure => present, homedir => '/home/v' }
