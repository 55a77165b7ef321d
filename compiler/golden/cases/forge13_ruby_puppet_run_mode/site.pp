notify { 'run_mode': message => probe::run_mode() }
