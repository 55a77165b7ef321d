# Integer overflow below the minimum: Puppet says "min range" and shows Ruby's big result in hex.
$a = -9223372036854775807
notice($a - 1)
$b = $a *
  4
