notify { 'p00 to_str implicit conversion': message => probe::run(0) }
notify { 'p01 to_ary in block args and masgn': message => probe::run(1) }
notify { 'p02 custom eql and hash as Hash keys': message => probe::run(2) }
notify { 'p03 Comparable custom': message => probe::run(3) }
notify { 'p04 custom === in case': message => probe::run(4) }
notify { 'p05 method_missing and respond_to_missing': message => probe::run(5) }
notify { 'p06 custom Enumerable': message => probe::run(6) }
notify { 'p07 to_hash implicit': message => probe::run(7) }
notify { 'p08 to_int and to_i': message => probe::run(8) }
notify { 'p09 to_proc custom': message => probe::run(9) }
notify { 'p10 coerce custom in arithmetic': message => probe::run(10) }
notify { 'p11 string interpolation calls to_s': message => probe::run(11) }
notify { 'p12 Array() Hash() String() conversions': message => probe::run(12) }
notify { 'p13 equality of collections with custom objects': message => probe::run(13) }
