type A = Integer type A = String
