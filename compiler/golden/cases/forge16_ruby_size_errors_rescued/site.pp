notify { 'p00 Array.new too big': message => probe::run(0) }
notify { 'p01 Array.new negative': message => probe::run(1) }
notify { 'p02 Array * too big': message => probe::run(2) }
notify { 'p03 String * too big': message => probe::run(3) }
notify { 'p04 String * bignum': message => probe::run(4) }
notify { 'p05 Array * bignum': message => probe::run(5) }
