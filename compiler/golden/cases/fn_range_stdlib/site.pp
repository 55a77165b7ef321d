# range() is not a Puppet core function: it comes from stdlib (on the modulepath here).
$r = {
  'ints'    => range(1, 5),
  'step'    => range(0, 10, 3),
  'strings' => range('a', 'e'),
  'padded'  => range('host01', 'host04'),
  'down'    => range(5, 1),
}
notify { 'range': message => $r }
