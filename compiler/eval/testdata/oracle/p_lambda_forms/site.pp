$h = {'a' => 1, 'b' => 2}
$h.each |$k, $v| { notice("${k}=${v}") }
$h.each |$pair| { notice($pair) }
[1,2,3].each |$i| { if $i == 2 { next() } notice($i) }
$r = [1,2,3,4].map |$i| { if $i == 3 { break() } $i * 10 }
notice($r)
$f = [1,2,3,4].filter |$i| { $i % 2 == 0 }
notice($f)
notice(with(1, 2) |$a, $b| { $a + $b })
notice([[1,2],[3,4]].map |$a| { $a[0] })
notice([[1,2],[3,4]].map |$a, $b| { "${a}:${b}" })
