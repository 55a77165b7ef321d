# A parameter default may not read a parameter declared after it, even when a global variable of
# that name exists: Puppet fails with "D[x]: default expression for $b tries to illegally access
# not yet evaluated $a" (ParameterScope), also from inside a lambda of the default expression.
$a = 'global'
define d($b = [1].map |$x| { "${a}-B" }, $a = 'A') {
  notify { $title: message => $b }
}
d { 'ok': b => 'given' }
d { 'x': }
