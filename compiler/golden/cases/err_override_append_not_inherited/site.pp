notify { 'n': require => Notify['m'] }
notify { 'm': }
class other { Notify['n'] { require +> Notify['m'] } }
include other
