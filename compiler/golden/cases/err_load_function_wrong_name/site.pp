notice(util::greet('x'))
