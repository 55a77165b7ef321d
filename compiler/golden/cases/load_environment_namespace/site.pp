# The environment's functions/ and types/: unqualified names, and environment::x in environment/x.pp.
notice(environment::greet2('y'))
notice(5 =~ Environment::Small)
notice(greet('z'))
