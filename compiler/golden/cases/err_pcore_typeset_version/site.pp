notice(Bad::P.new(1))
