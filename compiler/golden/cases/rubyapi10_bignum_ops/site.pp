# A Ruby Integer beyond 64 bits returned by module Ruby: Puppet keeps the Ruby Integer; it is an
# Integer and a Numeric, compares with Integers and Floats, is a hash key, sorts, prints, formats,
# goes back to Ruby as it is, and arithmetic whose result fits gives a Puppet Integer.
$b = bn::big(64)
$n = bn::big(70, -1)
notice([$b =~ Integer, $b =~ Numeric, $b =~ Scalar, $b =~ Data, $b =~ Integer[0, 10], $b =~ Integer[1], $n =~ Integer[1], $n =~ Integer[default, 0]])
notice([$b > 10, $b < 10, $b >= $b, $n < -10, $b > $n, $b == $b, $b == 18446744073709551616.0, $b != 5, $b > 1.5e19, $b < 1.9e19, 10 < $b])
notice([type($b, 'generalized'), type($n, 'generalized')])
notice("${b} ${n}")
notice(String($b), String($n), String($b, '%x'), String($b, '%#o'), String($n, '%d'), String($b, '%.3e'), String([$b]))
notice($b - $b, $b / $b, $b % 7, $n % 3)
notice({ $b => 'big', 1 => 'one' }[$b], [$b, $b, 1].unique, [$b, 1, $n].sort, [$b, 1].max, [$b, 1].min)
notice(bn::echo($b), bn::echo($n))
notice([$b, $n].map |$x| { $x + 0.5 })
