notify { 'x': message => fl::val('nan') > 0 }
