# reduce's lambda takes exactly two parameters (memo and element).
notice(reduce([1, 2, 3], 10) |$m, $x| { $m + $x })
notice(reduce([1, 2, 3]) |$m| { $m })
