notify { 'p00 assignment to a range': message => probe::run(0) }
notify { 'p01 assignment to a start and length with an array': message => probe::run(1) }
notify { 'p02 assignment to an endless range': message => probe::run(2) }
notify { 'p03 assignment to start and length': message => probe::run(3) }
