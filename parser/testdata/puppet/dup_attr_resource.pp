file { "/x": mode => 1, mode => 2 }
