notify { 'p00 rexml parse': message => probe::run(0) }
notify { 'p01 rexml build': message => probe::run(1) }
