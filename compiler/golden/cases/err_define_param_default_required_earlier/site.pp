# A default reading an earlier parameter that has no value (required, not given): Puppet says
# "D[x]: expects a value for parameter $a" (with a '$', from ParameterScope, before the parameter
# type check that says 'a').
define d($a, $b = $a) {
  notify { $title: message => $b }
}
d { 'x': }
