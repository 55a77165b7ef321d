notify { 'p00 negative numbers in binary hex octal': message => probe::run(0) }
notify { 'p01 width and precision from arguments': message => probe::run(1) }
notify { 'p02 positional and named arguments': message => probe::run(2) }
notify { 'p03 c p and s with objects': message => probe::run(3) }
notify { 'p04 floats rare': message => probe::run(4) }
notify { 'p05 integer rare': message => probe::run(5) }
notify { 'p06 too few and too many arguments': message => probe::run(6) }
notify { 'p07 percent operator forms': message => probe::run(7) }
