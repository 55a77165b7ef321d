# Iteration functions over arrays, hashes, integers and strings.
$a = [3, 1, 2]
$h = { 'x' => 1, 'y' => 2 }
$r = {
  'map'          => $a.map |$x| { $x * 2 },
  'filter'       => $a.filter |$x| { $x > 1 },
  'filter hash'  => $h.filter |$k, $v| { $v > 1 },
  'reduce'       => $a.reduce |$m, $x| { $m + $x },
  'reduce start' => $a.reduce(10) |$m, $x| { $m + $x },
  'reduce hash'  => $h.reduce('') |$m, $kv| { "${m}${kv[0]}${kv[1]}" },
  'with'         => with(1, 2) |$p, $q| { $p + $q },
  'then'         => [1, 2].then |$x| { $x.length },
  'then undef'   => undef.then |$x| { 'not called' },
  'lest'         => undef.lest || { 'fallback' },
  'lest value'   => 'v'.lest || { 'fallback' },
  'slice'        => [1, 2, 3, 4, 5].slice(2).map |$s| { $s },
  'slice hash'   => $h.slice(1).map |$s| { $s },
  'reverse_each' => $a.reverse_each.map |$x| { $x },
  'step'         => [1, 2, 3, 4, 5, 6].step(2).map |$x| { $x },
  'int each'     => 3.map |$i| { $i },
  'string map'   => 'abc'.map |$c| { $c.upcase },
  'each returns' => $a.each |$x| { $x * 100 },
  'map index'    => $a.map |$i, $x| { $i },
  'any'          => $a.any |$x| { $x > 2 },
  'all'          => $a.all |$x| { $x > 2 },
  'any hash'     => $h.any |$k, $v| { $v == 2 },
  'range each'   => Integer[2, 4].map |$i| { $i },
}
notify { 'iter': message => $r }
$h.each |$k, $v| { notice("${k}=${v}") }
$h.each |$pair| { notice($pair) }
