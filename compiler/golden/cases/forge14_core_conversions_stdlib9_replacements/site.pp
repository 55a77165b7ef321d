# Written for this case: Puppet 7 core conversions and iteration functions that newest modules use where they used
# stdlib functions before (stdlib 9 deprecations), with their format options.
$h = { 'b' => { 'x' => 1, 'y' => [2, 3] }, 'a' => 'z' }
notify { 'new': message => [
  String(255, '%#x'), String(255, '%o'), String(3.14159, '%.2f'), String(-5, '%+d'), String(true, '%y'), String([1, 'a'], '%(a'),
  String($h, { Hash => { format => '%{h', separator2 => ' = ' } }), String([1, [2, 3]], { Array => { format => '%[a', separator => '; ' } }),
  Integer('0b101'), Integer('0x1F'), Integer('017'), Integer('017', 10), Integer(-3.9),
  Float('1e3'), Numeric('0x10'), Numeric('3.5'), Boolean('yes'), Boolean('FALSE'), Boolean(0), Boolean('n'),
  Array($h, true), Array({ 'k' => 'v' }), Array('abc', true), Hash([['k1', 1], ['k2', 2]]), Hash(['a', 1, 'b', 2]),
] }
notify { 'time': message => [
  Timespan('1-02:03:04').strftime('%D days %H:%M:%S'), Timespan(3661).strftime('%H:%M:%S'), Timespan({ hours => 2, minutes => 30 }),
  Timestamp('2024-02-29T12:00:00.000 UTC').strftime('%Y-%m-%d %j %A %s'), Timestamp('2024-01-01', '%F').strftime('%F %T'),
  Timestamp('2024-02-29T12:00:00.000 UTC') + Timespan(86400), Timestamp('2024-03-01T00:00:00.000 UTC') - Timestamp('2024-02-28T00:00:00.000 UTC'),
] }
notify { 'types': message => [SemVer('1.2.3') < SemVer('1.10.0'), SemVerRange('>=1.0.0 <2.0.0'), SemVer('1.5.0') =~ SemVerRange('~1.5'), Binary('hello', '%s'), String(Binary('aGk='), '%s'), Binary('hi', '%r')] }
notify { 'iter': message => [
  $h.tree_each.map |$v| { $v[0] }, $h.tree_each({ 'include_containers' => false }).map |$v| { $v[1] },
  getvar('facts.os.family'), getvar('h.b.y.1'), get($h, 'b.y.0'), get($h, 'b.nope', 'dflt'), get($h, 'b.x.q') |$err| { 'caught' },
  [5, 8, 13].index |$x| { $x > 6 }, [3, 1, 2].sort |$a, $b| { compare($b, $a) }, ['b', 'A', 'c'].sort,
  $h.partition |$k, $v| { $v =~ String }, [1, 2, 3, 4].group_by |$x| { $x % 2 }, [1, 1, 2].unique, { 'a' => 1, 'b' => 1 }.unique,
  [1, 2, 3].then |$x| { $x.size }, undef.lest || { 'lest value' }, 'x'.lest || { 'unused' }, [[1, 2], [3]].flatten.reduce(10) |$m, $x| { $m + $x },
  [1, 2, 3].slice(2).map |$p| { $p.join('-') }, Integer[1, 4].step(2).map |$x| { $x }, [1, 2, 3].reverse_each.map |$x| { $x },
  upcase(['ab', 'cd']), 'Hello World'.downcase.capitalize,
] }
