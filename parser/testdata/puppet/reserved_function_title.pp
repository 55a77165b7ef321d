file { function: ensure => present }
