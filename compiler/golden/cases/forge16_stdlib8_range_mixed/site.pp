notify { 'x': message => range('a', 3) }
