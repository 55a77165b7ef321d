notify { 'p00 two heredocs on one line and raw heredoc': message => probe::run(0) }
notify { 'p01 chained assignment and conditional expressions': message => probe::run(1) }
notify { 'p02 for loop over a hash and until': message => probe::run(2) }
notify { 'p03 command calls with symbols and ::': message => probe::run(3) }
notify { 'p04 multiple return and yield of arrays': message => probe::run(4) }
notify { 'p05 splats in literals and calls': message => probe::run(5) }
notify { 'p06 method objects and call syntax': message => probe::run(6) }
notify { 'p07 line continuation and string forms': message => probe::run(7) }
notify { 'p08 method_missing delegation and private attr': message => probe::run(8) }
notify { 'p09 begin end until and loop with break value': message => probe::run(9) }
notify { 'p10 rescue then and retry limits': message => probe::run(10) }
notify { 'p11 ObjectSpace-free defined? and ||= on hash entries': message => probe::run(11) }
notify { 'p12 nested ternaries and safe calls': message => probe::run(12) }
