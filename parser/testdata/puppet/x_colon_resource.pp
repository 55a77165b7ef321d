file { "x" }
