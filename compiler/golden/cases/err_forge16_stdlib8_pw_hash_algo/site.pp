notify { 'x': message => pw_hash('p', 'SHA-1024', 'salt') }
