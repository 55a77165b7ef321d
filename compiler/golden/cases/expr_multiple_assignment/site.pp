# Assignment to an array of variables from an array or a hash.
[$a, $b] = [1, 2]
[$x, [$y, $z]] = ['x', ['y', 'z']]
[$k1, $k2] = { 'k1' => 'one', 'k2' => 'two', 'k3' => 'ignored' }
notify { 'assigned': message => [$a, $b, $x, $y, $z, $k1, $k2] }
$chained = $c = 5
notify { 'chained': message => [$chained, $c] }
