file { ensure => present }
