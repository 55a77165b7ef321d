define a($x, $x) { }
