notify { 'x': message => envfn() }
