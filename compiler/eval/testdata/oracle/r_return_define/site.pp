define d() { notice('a') if true { return() } notice('b') }
d { 'x': }
