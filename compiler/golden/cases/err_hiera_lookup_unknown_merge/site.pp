$x = lookup('str', Data, 'bogus')
