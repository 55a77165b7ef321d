notify { 'x': message => probe::multi({ 'host' => '', 'port' => 80, 'extra' => 1 }) }
