# Puppet lambdas called by module Ruby (yield, block.call, arity) and their next(), break() and return().
$h = { 'b' => 2, 'a' => 1, 'c' => 3 }
notify { 'plain': message => it::each_sorted($h) |$k, $v| { "${k}=${v}" } }
notify { 'next': message => it::each_sorted($h) |$k, $v| { if $k == 'b' { next('skipped') } "${k}=${v}" } }
notify { 'arity1': message => it::map_call(['x', 'y']) |$e| { $e.upcase } }
notify { 'arity2': message => it::map_call(['x', 'y']) |$e, $i| { "${i}:${e}" } }
notify { 'return': message => it::first_big([1, 20, 3]) }
notify { 'return none': message => it::first_big([1, 2]) }
notify { 'rescued fail': message => it::guarded([1, 2]) |$x| { if $x == 2 { fail('no two') } $x } }
notify { 'types': message => it::map_call([1, 'a', [2], { 'k' => 'v' }, undef]) |$e| { type($e, 'generalized') } }
