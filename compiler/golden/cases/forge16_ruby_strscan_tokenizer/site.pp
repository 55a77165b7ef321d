notify { 'p00 tokenizer loop': message => probe::run(0) }
notify { 'p01 positions and peeks': message => probe::run(1) }
notify { 'p02 unscan reset terminate': message => probe::run(2) }
notify { 'p03 match? exist? skip_until search_full': message => probe::run(3) }
notify { 'p04 captures and named groups': message => probe::run(4) }
notify { 'p05 multibyte': message => probe::run(5) }
notify { 'p06 string and concat': message => probe::run(6) }
notify { 'p07 beginning_of_line': message => probe::run(7) }
