$x = 1a
