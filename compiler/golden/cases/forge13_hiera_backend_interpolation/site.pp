['dh::interp', 'dh::alias', 'dh::list', 'dh::lookup', 'dh::literal', 'lk::interp', 'lk::nested', 'dh::merged'].each |$k| {
  notify { $k: message => lookup($k) }
}
$s = lookup('dh::sensitive')
notify { 'sensitive': message => [$s =~ Sensitive, $s.unwrap] }
