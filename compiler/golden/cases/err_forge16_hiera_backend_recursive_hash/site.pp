notify { 'self': message => lookup('rr::self') }
