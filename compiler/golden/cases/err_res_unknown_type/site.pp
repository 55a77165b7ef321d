notify { 'ok': }
nosuchtype { 'x': }
