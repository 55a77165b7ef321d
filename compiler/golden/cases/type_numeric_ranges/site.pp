# Integer and Float ranges; `default` as an open bound; range types compare as subtypes with < and <=.
$r = {
  '5 in 1..10'        => 5 =~ Integer[1, 10],
  '11 not in 1..10'   => 11 =~ Integer[1, 10],
  'neg open min'      => -1000 =~ Integer[default, 0],
  'open max'          => 99999999999 =~ Integer[0],
  'float range'       => 0.5 =~ Float[0.0, 1.0],
  'float out'         => 1.5 =~ Float[0.0, 1.0],
  'int not Float'     => 1 =~ Float[0, 2],
  'Numeric range'     => 2.5 =~ Numeric,
  'subtype <'         => Integer[2, 3] < Integer[1, 10],
  'subtype <='        => Integer[1, 10] <= Integer[1, 10],
  'not strict self'   => Integer[1, 10] < Integer[1, 10],
  'Integer < Numeric' => Integer < Numeric,
  'Float < Numeric'   => Float < Numeric,
  'Numeric > Float'   => Numeric > Float,
  'Integer = Integer' => Integer[1, 2] == Integer[1, 2],
  'type != type'      => Integer[1, 2] != Integer[1, 3],
}
notify { 'ranges': message => $r }
notice(Integer[1, 10])
notice(Integer[default, 0])
notice(Float[0.0, 1.5])
notice(Integer[0])
