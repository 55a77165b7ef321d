type A = [1,2,]
