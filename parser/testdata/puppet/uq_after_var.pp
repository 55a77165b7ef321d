$x = "a$b c
notice(1)
