notify { 'a_ignored.pp must not be read': }
