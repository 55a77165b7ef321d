# lookup() through the compile's lookup session: options hashes (override, default_values_hash,
# merge as a hash), names arrays with a lambda (it receives the name argument as given), a nested
# lookup() inside the lambda, interpolation warnings, and the same key looked up twice (Puppet's
# undefined variable warning comes at every interpolation).
$r = {
  'override'          => lookup('str', { 'override' => { 'str' => 'overridden' } }),
  'override other'    => lookup(['nope', 'str'], { 'override' => { 'other' => 'x' } }),
  'default values'    => lookup('missing', { 'default_values_hash' => { 'missing' => 'from dvh' } }),
  'dvh after data'    => lookup('num', { 'default_values_hash' => { 'num' => 0 } }),
  'dvh before dflt'   => lookup('missing', { 'default_values_hash' => { 'missing' => 1 }, 'default_value' => 2 }),
  'merge hash'        => lookup('users', { 'merge' => { 'strategy' => 'deep', 'merge_hash_arrays' => true } }),
  'merge unique'      => lookup('list', Array[String], 'unique'),
  'merge undef'       => lookup('list', Array, undef, []),
  'lambda names'      => lookup(['m1', 'm2']) |$names| { "names ${names}" },
  'lambda nested'     => lookup('missing') |$k| { lookup('str') },
  'options lambda'    => lookup({ 'name' => 'missing' }) |$k| { "lambda ${k}" },
  'optional type'     => lookup('missing', Optional[String], 'first', undef),
  'interpolated'      => lookup('greeting'),
  'undef var 1'       => lookup('undef_var'),
  'undef var 2'       => lookup('undef_var'),
}
notify { 'forms': message => $r }
