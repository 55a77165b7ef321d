# Lambdas see the variables of the scope that defined them (closures), have their own local
# scope, take defaults and a captures-rest parameter.
$prefix = 'item'
$names = [1, 2, 3].map |$i| { "${prefix}-${i}" }
notify { 'closure': message => $names }
$pairs = { 'b' => 2, 'a' => 1 }.map |$k, $v| { "${k}=${v}" }
notify { 'hash lambda two params': message => $pairs }
$entries = { 'a' => 1 }.map |$entry| { $entry }
notify { 'hash lambda one param': message => $entries }
$indexed = ['x', 'y'].map |$idx, $val| { "${idx}:${val}" }
notify { 'array lambda two params': message => $indexed }
$nested = [1, 2].map |$a| { [10, 20].map |$b| { $a * $b } }
notify { 'nested lambdas': message => $nested }
$outer = 'outer'
$shadow = [1].map |$outer| { $outer }
notify { 'parameter shadows': message => [$shadow, $outer] }
$local = [1].map |$x| { $inner = $x + 1; $inner }
notify { 'lambda local': message => [$local, "[${inner}]"] }
$with = with(1, 2, 3) |$first, *$rest| { { 'first' => $first, 'rest' => $rest } }
notify { 'captures rest': message => $with }
$dflt = with(1) |$a, $b = 'dflt'| { [$a, $b] }
notify { 'lambda default': message => $dflt }
