type P = Object[{attributes => { y => Integer }, equality => [z]}]
notice(P.new(1))
