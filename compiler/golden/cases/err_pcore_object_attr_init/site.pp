type P = Object[{attributes => { y => {typo => Integer} }}]
notice(P.new(1))
