type Runtime[ruby, [/a/, 'b']] = 1
