notify { 'a': require => 'Notify[b]' }
