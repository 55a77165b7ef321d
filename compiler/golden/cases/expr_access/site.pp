# Access ([]) on strings, arrays and hashes: indexes, negative indexes, start and count, misses.
$s = 'Hello, World'
$a = ['a', 'b', 'c', 'd', 'e']
$h = { 'k' => { 'n' => [10, 20] } }
$r = {
  'string index'       => $s[0],
  'string neg'         => $s[-1],
  'string start count' => $s[7, 5],
  'string neg count'   => $s[0, -8],
  'string past end'    => "[${s[40]}]",
  'array index'        => $a[1],
  'array neg'          => $a[-2],
  'array start count'  => $a[1, 2],
  'array to neg'       => $a[1, -2],
  'array past end'     => "[${a[10]}]",
  'array slice past'   => $a[3, 10],
  'hash key'           => $h['k']['n'][1],
  'hash missing'       => "[${h['x']}]",
  'hash many keys'     => { 'a' => 1, 'b' => 2, 'c' => 3 }['a', 'c'],
  'type access'        => "${Integer[1][5]}",
}
notify { 'access': message => $r }
