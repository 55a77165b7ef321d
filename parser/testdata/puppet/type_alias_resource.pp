type A = B[1]{}
