notify { 'f': message => sx::f() }
