notify { 'stamp': message => environment::stamp('a', 1, true) }
include profile
