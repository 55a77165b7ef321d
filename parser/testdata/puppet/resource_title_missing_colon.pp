file { "/x" ensure => present }
