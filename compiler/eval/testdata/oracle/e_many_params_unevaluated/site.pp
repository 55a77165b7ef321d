# With more than 8 parameters too, a default may not read a parameter
# declared after it (Puppet's ParameterScope), even through a lambda.
$p9 = 'global'
define many($p1 = 1, $p2 = 2, $p3 = 3, $p4 = 4, $p5 = 5, $p6 = 6, $p7 = 7,
  $p8 = [1].map |$x| { $p9 }, $p9 = 9, $p10 = 10) {
}
many { 'ok': p8 => 'given' }
many { 'bad': }
