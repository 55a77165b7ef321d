class consumer { notify { 'consumer': message => dep::f() } }
