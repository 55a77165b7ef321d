# Merge strategies of lookup(): first, unique, hash, deep, and deep with its options.
$r = {
  'first'              => lookup('packages'),
  'first explicit'     => lookup('packages', Array, 'first'),
  'unique'             => lookup('packages', Array, 'unique'),
  'unique scalar'      => lookup('scalar', Any, 'unique'),
  'hash'               => lookup('users', Hash, 'hash'),
  'deep users'         => lookup('users', Hash, 'deep'),
  'hash settings'      => lookup('settings', { 'merge' => 'hash' }),
  'deep settings'      => lookup('settings', { 'merge' => 'deep' }),
  'deep sort arrays'   => lookup('settings', { 'merge' => { 'strategy' => 'deep', 'sort_merged_arrays' => true, 'merge_hash_arrays' => true } }),
  'deep knockout'      => lookup('knock', { 'merge' => { 'strategy' => 'deep', 'knockout_prefix' => '--' } }),
  'deep no knockout'   => lookup('knock', { 'merge' => 'deep' }),
}
$r.each |$k, $v| { notify { $k: message => $v } }
