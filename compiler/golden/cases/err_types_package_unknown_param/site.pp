package { 'nginx': ensure => installed, versions => '1.0' }
