notify { 'walk': message => walk({ 'a' => 1 }) }
