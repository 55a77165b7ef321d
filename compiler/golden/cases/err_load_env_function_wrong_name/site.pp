# The environment's functions/greet.pp must define greet (not environment::greet).
notice(greet('x'))
