notify { 'x': message => probe::multi(true) }
