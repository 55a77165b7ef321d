# and / or / ! with short-circuit evaluation (the right side would fail if evaluated).
$r = {
  'and'          => true and false,
  'or'           => false or true,
  'not'          => !true,
  'not undef'    => !undef,
  'not empty'    => !'',
  'short and'    => false and fail('not evaluated'),
  'short or'     => true or fail('not evaluated'),
  'precedence'   => true or false and false,
  'and returns'  => 'x' and 'y',
  'or returns'   => undef or 'fallback',
}
notify { 'logic': message => $r }
