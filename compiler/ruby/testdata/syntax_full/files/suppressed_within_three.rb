x = )
a b c ] d
e = 1
f(2 3)
