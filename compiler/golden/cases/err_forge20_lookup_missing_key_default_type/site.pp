$x = lookup('profile::web::port', Integer, 'first', 'eighty')
