file { "/tmp/x": mode => "1", mode => "2" }
