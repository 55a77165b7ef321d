# Arithmetic converts numeric strings (decimal, float, hex, octal) to numbers; comparison does not.
$r = {
  'str plus int'    => '2' + 3,
  'str times float' => '2.5' * 2,
  'hex string'      => '0x10' + 1,
  'octal string'    => '010' + 0,
  'both strings'    => '4' - '1',
  'float string'    => '1e2' + 0,
  'neg string'      => '-3' * 2,
  'str == int'      => '1' == 1,
  'int == float'    => 1 == 1.0,
  'str == str num'  => '1' == '1.0',
}
notify { 'conv': message => $r }
