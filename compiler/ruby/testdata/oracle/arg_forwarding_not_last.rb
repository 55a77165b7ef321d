# (...) must end the parameter list.
def n(*a) = a
def x(..., a) = n(a)
p x(1)
