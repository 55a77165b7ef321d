class free { notify { 'free': message => [dep::f(), other::g()] } }
