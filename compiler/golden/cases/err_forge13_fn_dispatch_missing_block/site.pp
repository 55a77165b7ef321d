notify { 'x': message => probe::multi([{ 'host' => 'x', 'port' => 1 }]) }
