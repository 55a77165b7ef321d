# environment::greet2 is looked for in functions/environment/greet2.pp, not functions/greet2.pp.
notice(greet('x'))
notice(environment::greet2('y'))
