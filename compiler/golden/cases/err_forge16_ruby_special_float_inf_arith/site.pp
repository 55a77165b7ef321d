notify { 'x': message => String(fl::val('inf') * 2) }
