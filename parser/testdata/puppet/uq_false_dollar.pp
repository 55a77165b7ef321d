$x = "a$ b
notice(1)
