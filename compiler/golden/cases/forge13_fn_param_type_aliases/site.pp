notify { 'u1': message => probe::url({ 'host' => 'example.com', 'port' => 443, 'path' => '/api' }) }
notify { 'u2': message => probe::url({ 'host' => '10.0.0.1', 'port' => 80 }, 'http') }
