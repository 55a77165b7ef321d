# Parameters of a class or define whose defaults are not evaluated yet are bound in the parameter
# scope: defined('$a') is true for them (reading them would fail), a parameter given as undef has
# been assigned (its default still applies), and an earlier parameter can be read.
define d($b = defined('$a'), $a = 'A', $c = "${a}/${b}") {
  notify { $title: message => [$a, $b, $c] }
}
d { 'x': }
define e($b = "[${a}]", $a = 'A') {
  notify { $title: message => $b }
}
e { 'y': a => undef }
class k($p = defined('$q'), $q = 1) {
  notify { 'k': message => $p }
}
include k
