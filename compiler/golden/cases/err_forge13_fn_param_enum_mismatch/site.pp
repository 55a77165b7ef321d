notify { 'u': message => probe::url({ 'host' => 'h', 'port' => 1 }, 'ftp') }
