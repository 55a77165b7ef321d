thing { 'a': size => 3 }
