# Comparisons: strings compare case-insensitively, numbers and strings are never equal.
$r = {
  'str eq ci'        => 'Hello' == 'hELLO',
  'str ne'           => 'a' != 'b',
  'str lt'           => 'abc' < 'abd',
  'str lt ci'        => 'B' > 'a',
  'str le'           => 'a' <= 'A',
  'num lt'           => 2 < 10,
  'str lt lexical'   => '2' < '10',
  'float eq int'     => 2.0 == 2,
  'int ne str'       => 1 != '1',
  'array eq ci'      => ['A', 'b'] == ['a', 'B'],
  'array order'      => [1, 2] == [2, 1],
  'hash eq ci'       => { 'k' => 'V' } == { 'k' => 'v' },
  'hash key case'    => { 'K' => 1 } == { 'k' => 1 },
  'undef eq empty'   => undef == '',
  'undef eq undef'   => undef == undef,
  'true eq str'      => true == 'true',
  'default eq'       => default == default,
  'regexp eq'        => /a/ == /a/,
  'type eq'          => Integer == Integer,
}
notify { 'cmp': message => $r }
