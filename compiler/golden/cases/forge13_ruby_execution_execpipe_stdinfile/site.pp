notify { 'pipe': message => probe::pipe() }
