notify { 'n': }
class x { Notify['n'] { message => 'b' } }
include x
