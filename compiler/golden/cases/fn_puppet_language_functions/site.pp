# Functions written in Puppet: typed parameters, defaults, return types, recursion, captures-rest,
# method-call syntax. (A Puppet function cannot declare a block parameter: `Callable &$b` is a syntax error.)
function double(Numeric $x) >> Numeric { $x * 2 }
function greet(String $who, String $greeting = 'Hello') { "${greeting}, ${who}!" }
function fact(Integer $n) { if $n <= 1 { 1 } else { $n * fact($n - 1) } }
function sum_all(Integer *$nums) { $nums.reduce(0) |$a, $b| { $a + $b } }
$r = {
  'double'  => double(21),
  'greet'   => [greet('you'), greet('you', 'Hi')],
  'fact'    => fact(10),
  'rest'    => sum_all(1, 2, 3, 4),
  'method'  => 5.double,
}
notify { 'fns': message => $r }
