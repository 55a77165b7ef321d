notify { 'x': message => probe::raise4('call_fail') }
