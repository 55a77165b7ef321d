# convert_to may name a type alias of the environment (types/) or of a module:
# the value is converted with new() of the alias's type.
$p = lookup('ports')
notice($p)
notice(type($p, generalized))
notice(lookup('single'))
$f = lookup('flag')
notice($f)
notice(type($f, generalized))
notice(lookup('secret'))
class web(Array[Integer] $ports) {
  notice($ports)
}
include web
