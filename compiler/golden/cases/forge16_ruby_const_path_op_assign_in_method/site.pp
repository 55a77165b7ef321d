notify { 'p00 constant path op assign': message => probe::run(0) }
notify { 'p01 constant path plain assign via const_set': message => probe::run(1) }
