type P = Object[{attributes => { y => { type => Integer, value => 'a' } }}]
notice(P.new())
