define d { } d { "x": a => 1, a => 2 }
