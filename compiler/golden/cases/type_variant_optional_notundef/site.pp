# Variant, Optional, NotUndef and their instance checks.
$r = {
  'Variant int'         => 1 =~ Variant[Integer, String],
  'Variant str'         => 'a' =~ Variant[Integer, String],
  'Variant bool'        => true =~ Variant[Integer, String],
  'Optional undef'      => undef =~ Optional[Integer],
  'Optional int'        => 3 =~ Optional[Integer],
  'Optional str'        => 'x' =~ Optional[Integer],
  'Optional literal'    => 'x' =~ Optional['x'],
  'NotUndef undef'      => undef =~ NotUndef,
  'NotUndef value'      => 0 =~ NotUndef,
  'NotUndef[String]'    => 1 =~ NotUndef[String],
  'Undef < Optional'    => Undef < Optional[Integer],
  'Integer < Variant'   => Integer < Variant[Integer, String],
}
notify { 'variants': message => $r }
notice(Variant[Integer, String])
notice(Optional[Integer])
notice(NotUndef[String])
