notify { 'x': message => 'first' }
notify { 'y': }
notify { 'x': message => 'second' }
