type P = Object[{parent => P, attributes => { y => Integer }}]
notice(P.new(1))
