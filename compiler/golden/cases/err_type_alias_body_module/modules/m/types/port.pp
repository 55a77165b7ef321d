type M::Port = Integer[1, 'x']
