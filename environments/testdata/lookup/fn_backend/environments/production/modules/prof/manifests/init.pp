class prof(String $p = 'default') { notify { 'prof': message => $p } }
