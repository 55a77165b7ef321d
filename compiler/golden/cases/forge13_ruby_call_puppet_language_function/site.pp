notify { '4x': message => probe::via4() }
notify { '3x': message => probe_via3() }
