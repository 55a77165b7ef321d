file { "x": ; }
