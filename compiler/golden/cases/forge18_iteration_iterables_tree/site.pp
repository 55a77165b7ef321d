# Iterables and iterators as current modules use them: Iterable/Iterator types, reverse_each and
# step chained into map/filter, Integer and String as iterables, tree_each over nested config hashes
# (depth_first/breadth_first, include_containers false), slice, with, then/lest, break/next in
# lambdas, and conversions of iterators to arrays.
$cfg = { 'server' => { 'listen' => [80, 443], 'tls' => { 'ciphers' => 'HIGH', 'on' => true } }, 'log' => 'info' }
$cfg.tree_each |$path, $v| { notice("${path} => ${v}") }
$cfg.tree_each({ 'order' => 'breadth_first', 'include_containers' => false }) |$path, $v| { notice("bf ${path.join('.')}=${v}") }
$cfg.tree_each({ 'include_root' => true, 'include_values' => false }) |$p| { notice("c ${p}") }
notice(Array($cfg.tree_each({ 'include_containers' => false })))
notice([1, 2, 3].reverse_each =~ Iterator)
notice([1, 2, 3].reverse_each =~ Iterable[Integer])
notice(type([1, 2, 3].reverse_each))
notice(10.step(3).map |$x| { $x * 2 })
notice(Integer[1, 4].map |$i| { "n${i}" })
notice(3.map |$i| { $i })
notice('abc'.map |$c| { $c.upcase })
notice([1, 2, 3, 4, 5].slice(2))
notice([1, 2, 3, 4, 5].slice(2) |$a, $b| { $a + ($b =~ Undef ? { true => 0, default => $b } ) })
notice(Array(1.step(2).reverse_each))
notice([1, 2, 3, 4].filter |$x| { if $x == 3 { break() } true })
notice([1, 2, 3, 4].map |$x| { if $x % 2 == 0 { next($x * 10) } $x })
notice(with(1, 2) |$a, $b| { $a + $b })
notice(undef.lest || { 'fallback' })
notice('x'.then |$v| { "${v}y" })
notice(undef.then |$v| { 'never' })
notice({ 'a' => 1, 'b' => 2 }.reduce(0) |$m, $kv| { $m + $kv[1] })
notice([[1, 2], [3, 4]].each |$i, $pair| { notice("${i}:${pair}") })
notice(Iterable =~ Type[Iterable])
notice([1] =~ Iterable[String])
notice({ 'a' => 1 } =~ Iterable)
notice(Integer[1, 3] =~ Iterable)
notice(Integer =~ Iterable)
