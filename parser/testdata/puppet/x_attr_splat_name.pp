file { "x": "a" => 1 }
