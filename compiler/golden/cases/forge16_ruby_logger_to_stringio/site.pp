notify { 'p00 logger to a StringIO with a formatter': message => probe::run(0) }
