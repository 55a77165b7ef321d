notify { 'x': message => String(fl::val('nan') + 1) }
