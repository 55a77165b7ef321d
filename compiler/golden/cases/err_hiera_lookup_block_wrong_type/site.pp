$x = lookup('missing', Integer) |$k| { 'not a number' }
