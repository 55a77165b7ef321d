$x = lookup('str', 'String')
