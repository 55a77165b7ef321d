# Modules that still ship 3.x functions (newfunction with :arity, heredoc doc, lookupvar of
# qualified names, :undefined checks, function_fail/function_template, a
# :statement function), called from Puppet and from a 4.x
# function (call_function and scope.function_*).
class legacy ($port = 8140, $hosts = ['a', 'b'], $separator = ': ') {
  $heading = 'generated'
  $items = ['z', 'y']
  notice(legacy_conf_line('legacy::port', ['legacy::hosts']))
  notice(legacy_render('legacy/block.erb'))
  notice(legacy::modern('n'))
  legacy_statement('x', 1)
}
include legacy
notice(legacy_has_function('legacy_conf_line'))
