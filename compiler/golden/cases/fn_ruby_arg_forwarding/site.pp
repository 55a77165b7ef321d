notify { 'first': message => edge::first(['a', 'b', 'c']) |$x| { "<${x}>" } }
