[1].each |$a, $a| { }
