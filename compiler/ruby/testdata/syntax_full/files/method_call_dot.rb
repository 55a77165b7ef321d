x = a.
y = b.c(1 2)
z = d..
