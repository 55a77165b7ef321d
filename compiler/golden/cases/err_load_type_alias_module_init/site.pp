# types/init.pp does not define the module-named type Mymod (only a TypeSet could be there).
notice(5 =~ Mymod)
notice(6 =~ Mymod::A::B)
notice(mymod::x::y())
