$v = probe_ret3('bignum')
notify { 'cmp': message => [$v > 5, $v == 18446744073709551616.0, $v =~ Integer] }
notify { 'str': message => "${v}" }
notify { 'param': message => $v }
