type A = Object[{parent => B, attributes => { a => Integer }}]
type B = Object[{parent => A, attributes => { b => Integer }}]
notice(A.new(1, 2))
