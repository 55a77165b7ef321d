$x = "a${b + 1}c
notice(1)
