notify { 'h': message => template('probe/h.erb') }
