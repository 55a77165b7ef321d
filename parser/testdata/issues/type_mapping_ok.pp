type Runtime[ruby, [/a/, 'b']] = [/c/, 'd']
