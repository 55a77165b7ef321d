class c { notice('a') return() notice('b') }
include c
notice('after')
