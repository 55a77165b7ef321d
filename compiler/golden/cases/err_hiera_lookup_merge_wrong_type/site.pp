$x = lookup('mixed', Data, 'hash')
