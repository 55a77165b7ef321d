notify { 'env': message => lookup('env::k') }
