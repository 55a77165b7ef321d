# Variables in a class shadow top-scope ones; $::x reads the top-scope one; blocks do not open scopes.
$x = 'top'
class c {
  $x = 'class'
  if true { $y = 'set in if' }
  notify { 'c': message => [$x, $::x, $y] }
}
include c
notify { 'top': message => [$x, $c::x, $c::y] }
