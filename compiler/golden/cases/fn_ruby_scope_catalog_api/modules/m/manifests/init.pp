class m { $x = 'mx' notify { 'early': } notify { 'sc': message => scopey() } }
