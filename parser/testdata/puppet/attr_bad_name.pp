file { "/x": Mode => 1 }
