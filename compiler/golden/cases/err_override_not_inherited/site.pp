class base { notify { 'n': message => 'original' } }
class other { Notify['n'] { message => 'changed' } }
include base
include other
