notify { 'p00': message => probe::run(0) }
notify { 'p01': message => probe::run(1) }
notify { 'p02': message => probe::run(2) }
