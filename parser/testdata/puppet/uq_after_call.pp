$x = "a${foo()}c
notice(1)
