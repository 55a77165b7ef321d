notify { 'u': message => probe::url({ 'host' => 'bad host!', 'port' => 70000, 'path' => 'rel' }) }
