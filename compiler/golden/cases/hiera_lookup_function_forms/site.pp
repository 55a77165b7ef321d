# Every form of lookup(): name, type, merge, default, names array, options hash, default lambda,
# dotted keys into structured values.
$r = {
  'name'            => lookup('str'),
  'typed'           => lookup('num', Integer),
  'default'         => lookup('missing', String, 'first', 'dflt'),
  'names array'     => lookup(['missing1', 'missing2', 'str']),
  'options hash'    => lookup('missing', { 'value_type' => String, 'default_value' => 'from options' }),
  'options name'    => lookup({ 'name' => 'num', 'value_type' => Integer }),
  'options names'   => lookup({ 'name' => ['nope', 'list'], 'merge' => 'unique' }),
  'lambda default'  => lookup('missing') |$key| { "computed for ${key}" },
  'lambda unused'   => lookup('str') |$key| { 'not called' },
  'dig'             => lookup('nested.a.b.1.c'),
  'dig index'       => lookup('nested.a.b.0'),
  'quoted dot'      => lookup('nested."dotted.key"'),
  'undef default'   => lookup('missing', undef, undef, undef),
  'empty names'     => lookup(['missing'], undef, undef, 'names default'),
}
notify { 'forms': message => $r }
