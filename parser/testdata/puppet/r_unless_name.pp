$unless = 1
