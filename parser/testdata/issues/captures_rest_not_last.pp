$f = [1].each |*$a, $b| { }
