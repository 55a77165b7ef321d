# Defined types are evaluated lazily: each instance's body runs once, after the code that
# declared it has finished (in declaration order).
define d($msg = 'dflt') { notice("body of ${title}: ${msg}") notify { "from ${title}": message => $msg } }
notice('before declaring')
d { 'one': msg => 'first' }
notice('between')
d { 'two': }
notice('after declaring')
class c { notice('class c body') d { 'three': } notice('class c end') }
include c
notice('main end')
