$x = lookup('recursive_a')
