type P = Object[{attributes => { y => Integer }, bogus => 1}]
notice(P.new(1))
