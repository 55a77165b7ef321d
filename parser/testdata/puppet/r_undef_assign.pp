undef = 1
