# (...) in a call outside a method defined with (...) is a syntax error.
def n(*a) = a
def x(a) = n(...)
p x(1)
