type P = Object[{attributes => { y => {type => Integer, final => true} }}]
type Q = Object[{parent => P, attributes => { y => {type => Integer, override => true} }}]
notice(Q.new(1))
