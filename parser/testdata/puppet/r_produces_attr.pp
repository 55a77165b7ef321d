file { "/x": produces => 1 }
