thing { 'a': }
