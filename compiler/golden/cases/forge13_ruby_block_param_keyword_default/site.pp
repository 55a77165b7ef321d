notify { 'blockkw': message => probe::blockkw() }
