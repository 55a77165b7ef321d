# break ends an iteration, next skips to the next element (with a value for map), return leaves
# the enclosing function.
$found = [1, 2, 3, 4].each |$x| { if $x == 3 { break() } notice("each ${x}") }
$mapped = [1, 2, 3, 4].map |$x| { if $x % 2 == 0 { next($x * 10) } $x }
notify { 'next in map': message => $mapped }
$filtered = [1, 2, 3, 4].filter |$x| { if $x == 2 { next(false) } true }
notify { 'next in filter': message => $filtered }
function first_even(Array[Integer] $xs) {
  $xs.each |$x| { if $x % 2 == 0 { return($x) } }
  'none'
}
notify { 'return from lambda': message => [first_even([1, 3, 4, 6]), first_even([1])] }
function early(Boolean $b) { if $b { return('early') } 'late' }
notify { 'return value': message => [early(true), early(false)] }
$r = [1, 2, 3].reduce(0) |$acc, $x| { if $x == 3 { break() } $acc + $x }
notify { 'break in reduce': message => "[${r}]" }
class early_exit {
  notify { 'before return': }
  if true { return() }
  notify { 'after return': }
}
include early_exit
