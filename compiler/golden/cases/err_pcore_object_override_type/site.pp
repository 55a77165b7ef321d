type Point = Object[{attributes => { y => { type => Integer, value => 0 } }}]
type P2 = Object[{parent => Point, attributes => { y => { type => String, value => 'a', override => true } }}]
notice(P2.new())
