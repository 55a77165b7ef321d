notify { 'p00 %I literal with interpolation': message => probe::run(0) }
notify { 'p01 %i literal': message => probe::run(1) }
