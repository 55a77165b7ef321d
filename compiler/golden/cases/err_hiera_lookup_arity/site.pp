$x = lookup()
