notify { 'x': stage => 'main' }
