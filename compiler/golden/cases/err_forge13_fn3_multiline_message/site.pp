notify { 'x': message => probe_raise3('multiline') }
