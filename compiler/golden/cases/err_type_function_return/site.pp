function double(Integer $x) >> String { $x * 2 }
notice(double(2))
