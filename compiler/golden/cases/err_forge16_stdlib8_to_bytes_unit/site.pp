notify { 'x': message => to_bytes('1 Xb') }
