notify { 'x': message => fl::val('inf') > 0 }
