function f(Optional $a, Integer $b = 2) { $a }
notice(f(1))
