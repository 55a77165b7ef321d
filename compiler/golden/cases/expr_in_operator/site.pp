# The in operator: arrays (case-insensitive string equality), hash keys, substrings, regexps, types.
$r = {
  'in array'         => 'b' in ['a', 'b'],
  'in array ci'      => 'B' in ['a', 'b'],
  'not in array'     => 'c' in ['a', 'b'],
  'int in array'     => 1 in [1, 2],
  'int vs str'       => 1 in ['1'],
  'in hash keys'     => 'a' in { 'a' => 1 },
  'value not key'    => 1 in { 'a' => 1 },
  'substring'        => 'ell' in 'Hello',
  'substring ci'     => 'ELL' in 'Hello',
  'regexp in string' => /l+o/ in 'Hello',
  'regexp in array'  => /^b/ in ['abc', 'bcd'],
  'type in array'    => Integer in ['a', 2],
  'type not in'      => Float in ['a', 2],
  'in empty'         => 'a' in [],
  'nested array'     => ['a'] in [['a'], 'b'],
}
notify { 'in': message => $r }
