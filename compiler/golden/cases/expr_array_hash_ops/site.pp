# + - and << on arrays and hashes.
$r = {
  'array concat'       => [1, 2] + [3, 4],
  'array plus scalar'  => [1, 2] + 3,
  'array plus hash'    => [1] + { 'a' => 2 },
  'array plus nested'  => [1] + [[2, 3]],
  'array minus'        => [1, 2, 2, 3, 'a'] - [2, 'A'],
  'array minus scalar' => [1, 2, 3] - 2,
  'array append'       => [1, 2] << 3,
  'array append array' => [1, 2] << [3],
  'hash merge'         => { 'a' => 1, 'b' => 2 } + { 'b' => 3, 'c' => 4 },
  'hash plus pairs'    => { 'a' => 1 } + [['b', 2]],
  'hash minus keys'    => { 'a' => 1, 'b' => 2, 'c' => 3 } - ['a', 'c'],
  'hash minus hash'    => { 'a' => 1, 'b' => 2 } - { 'a' => 99 },
  'hash minus key'     => { 'a' => 1, 'b' => 2 } - 'b',
}
notify { 'ops': message => $r }
