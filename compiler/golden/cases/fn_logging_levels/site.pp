# The logging functions: each prints at its level with the scope as source; info and debug are
# below Puppet's default level and print nothing; several arguments are joined with spaces.
notice('notice msg')
info('info msg')
debug('debug msg')
warning('warning msg')
err('err msg')
alert('alert msg')
crit('crit msg')
emerg('emerg msg')
notice('several', 'args', 1, [2, 3], { 'k' => 'v' })
notice()
class c { notice('from class') }
include c
define d { warning("from ${title}") }
d { 'inst': }
node default { notice('from node') }
