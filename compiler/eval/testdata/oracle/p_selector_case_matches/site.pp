$x = 'abc123'
$r = $x ? { /^([a-z]+)(\d+)$/ => "${1}-${2}", default => 'no' }
case [1, 'b'] { [1, /B/]: { notice('array match') } default: { notice('none') } }
case {'a' => 1, 'b' => 2} { {'a' => Integer}: { notice('hash match') } default: { notice('no') } }
notice($r)
if 'Abc' in ['x', 'abc'] { notice('in case-insensitive') }
if /b(c)/ in 'abc' { notice("in regex ${1}") }
notice('x' =~ String, 5 =~ Integer[1,3])
