notify { 'a': message => [lookup('a'), lookup('b'), lookup('extra'), lookup('j'), lookup('count')] }
