# regsubst with a pattern string that is not a valid regexp (an unterminated class): Ruby's RegexpError.
notice(regsubst('a-b', '-', '_'))
notice(regsubst('a-b', '[', '_'))
