$a = 1e
