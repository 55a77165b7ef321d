# Written for this case.
notify { 'refs': message => probe::refs() }
