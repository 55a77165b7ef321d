notify { 'x': message => probe::raise4('frozen') }
