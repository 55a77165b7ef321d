exec { 'x': command => '/bin/true', cmd => '/bin/false' }
