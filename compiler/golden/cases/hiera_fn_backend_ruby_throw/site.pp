notify { 'a': message => [lookup('k::a'), lookup('x')] }
