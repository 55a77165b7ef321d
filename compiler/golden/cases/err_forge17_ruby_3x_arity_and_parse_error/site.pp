# A 3.x function's :arity => -2 refuses a call without arguments (Puppet's own message).
class legacy ($port = 8140) { }
include legacy
notice(legacy_conf_line('legacy::port'))
notice(legacy_conf_line())
