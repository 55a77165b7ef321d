file { "a": ; ; }
