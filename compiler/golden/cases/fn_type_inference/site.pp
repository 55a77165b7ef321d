# type() with its inference modes.
$r = {
  'type int'      => "${type(42)}",
  'type gen'      => "${type([1, 'a'], 'generalized')}",
  'type hash'     => "${type({ 'a' => 1.5 })}",
  'type str'      => "${type('hello', 'reduced')}",
}
notify { 'misc': message => $r }
