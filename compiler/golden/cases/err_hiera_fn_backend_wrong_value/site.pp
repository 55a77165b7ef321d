notify { 'a': message => lookup('k::a') }
