notify { 'env': message => lookup('cfgdata::environment') }
