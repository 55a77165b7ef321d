notify { 'racc': message => probe::racc() }
