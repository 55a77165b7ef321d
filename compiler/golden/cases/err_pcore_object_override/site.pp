type P = Object[{attributes => { y => Integer }}]
type Q = Object[{parent => P, attributes => { y => Integer }}]
notice(Q.new(1))
