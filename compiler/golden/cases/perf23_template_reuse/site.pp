# PERF-23 (issue 13): a template rendered many times, with equal and then
# different @variables. Punch keeps a template's text when its Ruby only
# reads @variables (compiler/erb/reuse.go) and hands it out again for equal
# values: each text here must be the one Puppet renders, so values that
# Ruby tells apart (1, 1.0 and '1'; undef and a missing variable; the order
# of a hash's keys; nested arrays) must never share a text, and equal
# values give equal texts.
m::show { 'int': v => 1 }
m::show { 'int again': v => 1 }
m::show { 'float': v => 1.0 }
m::show { 'string': v => '1' }
m::show { 'string again': v => '1' }
m::show { 'undef': v => undef }
m::show { 'default': }
m::show { 'true': v => true }
m::show { 'empty': v => '' }
m::show { 'utf8': v => 'é', list => ['ä', 'b'] }
m::show { 'nested 1': v => [1, [2]] }
m::show { 'nested 2': v => [[1], 2] }
m::show { 'hash ab': h => { 'a' => 1, 'b' => 2 } }
m::show { 'hash ba': h => { 'b' => 2, 'a' => 1 } }
m::show { 'hash ab again': h => { 'a' => 1, 'b' => 2 } }
m::show { 'hash int key': h => { 1 => 'a' } }
m::show { 'hash string key': h => { '1' => 'a' } }
m::show { 'list': list => ['x', 'y'] }
m::show { 'list again': list => ['x', 'y'] }
m::show { 'list scalar': list => 'x' }
m::show { 'list undef': list => [undef, 'x'] }
m::scoped { 'first': v => 1, w => 'a' }
m::scoped { 'second': v => 1, w => 'b' }
