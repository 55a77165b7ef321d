define d() {}
d { 'a': }
$v = 1
class c {}
notice(defined('d'), defined(D), defined(D['a']), defined(D['b']), defined('$v'), defined('$nope'), defined('c'), defined(Class['c']), defined('notify'), defined('nosuch'))
include c
notice(defined(Class['c']), defined(Type[Class['c']]))
