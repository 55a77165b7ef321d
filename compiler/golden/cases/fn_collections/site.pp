# Collection functions: dig, get, getvar, keys, values, length, size, empty, flatten, unique,
# sort, join, split.
$data = { 'a' => { 'b' => [10, { 'c' => 'deep' }] }, 'list' => [3, 1, 2, 1] }
$top = 'top var'
class holder { $inner = { 'x' => [1, 2] } }
include holder
$r = {
  'dig'            => $data.dig('a', 'b', 1, 'c'),
  'dig missing'    => $data.dig('a', 'nope', 1),
  'get'            => $data.get('a.b.0'),
  'get default'    => $data.get('a.zz', 'dflt'),
  'get quoted'     => { 'x.y' => 1 }.get('"x.y"'),
  'getvar'         => getvar('top'),
  'getvar nested'  => getvar('holder::inner.x.1'),
  'getvar missing' => getvar('nosuch', 'dflt'),
  'keys'           => keys($data),
  'values'         => values({ 'p' => 1, 'q' => 2 }),
  'length array'   => $data['list'].length,
  'length hash'    => length($data),
  'length string'  => 'héllo'.length,
  'size'           => size([1, 2]),
  'empty'          => [empty([]), empty(''), empty({}), empty('x'), empty(0)],
  'flatten'        => flatten([1, [2, [3, [4]]]]),
  'unique'         => unique([3, 1, 3, 'a', 'A', 'a']),
  'unique string'  => 'aabbc'.unique,
  'sort'           => sort([3, 1, 2]),
  'sort strings'   => sort(['b', 'A', 'a', 'B']),
  'sort lambda'    => sort([1, 3, 2]) |$x, $y| { compare($y, $x) },
  'join'           => join([1, 'a', 2.5], ', '),
  'join nested'    => join([1, [2, 3]], '-'),
  'split'          => split('a,b,,c', ','),
  'split regexp'   => split('a1b22c', /\d+/),
  'split chars'    => split('abc', ''),
}
notify { 'coll': message => $r }
