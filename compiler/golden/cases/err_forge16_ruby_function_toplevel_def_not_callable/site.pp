notify { 'first': message => tl::first() }
