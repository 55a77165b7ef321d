Class['nope'] -> Notify['x']
notify { 'x': }
