# Ruby 3 pattern matching in modules' Ruby functions (Punch runs it as Ruby 3.1 does).
$values = [[], ['a', 'b', 'c'], ['a', 'b', 'c', 'd'], [true, 7, 'x'], [true, false], { 'ensure' => 'absent' },
  { 'port' => 80, 'proto' => 'tcp' }, { 'port' => 8080 }, { 'port' => 'x' }, 500, 2.5, 3, 4, undef, 'str']
$values.each |$v| { notice(pm::describe($v)) }
[{ 'name' => 'a', 'size' => 3 }, { 'name' => 'b', 'size' => 30 }, { 'name' => 'c', 'size' => undef },
  { 'name' => 'd' }, { 'name' => 1, 'size' => 1 }].each |$h| { notice(pm::strict($h)) }
