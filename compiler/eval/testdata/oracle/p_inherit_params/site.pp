class base($x = 'bx') { $v = "base-${x}" notify { "b ${x}": } }
class child($y = $base::v) inherits base { notify { "c ${y} ${v} ${x}": } }
include child
