# Written for this case.
['ctx::interp', 'ctx::names', 'ctx::cache', 'ctx::opt', 'kv::a', 'kv::b', 'probe::mkey', 'probe::other'].each |$k| {
  notify { $k: message => lookup($k) }
}
notify { 'missing': message => lookup('kv::missing', { 'default_value' => 'dflt' }) }
