$x = lookup('missing', Integer, 'first', 'not a number')
