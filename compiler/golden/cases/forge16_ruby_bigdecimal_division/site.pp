notify { 'p00 bigdecimal division rounded for a config value': message => probe::run(0) }
notify { 'p01 bigdecimal div with precision': message => probe::run(1) }
notify { 'p02 percentage of memory': message => probe::run(2) }
