# Anonymous rest forwarding (def m(*) = n(*)) is Ruby 3.2: a syntax error in Ruby 3.1.
def n(*a) = a
def m(*) = n(*)
p m(1)
