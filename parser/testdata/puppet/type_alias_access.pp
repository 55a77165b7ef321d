type A = B[1][2]
