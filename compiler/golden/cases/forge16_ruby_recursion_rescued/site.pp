notify { 'walk': message => rec::walk({ 'a' => 1 }) }
