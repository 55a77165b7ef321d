class probe (
  $ref = Package['nginx'],
  $refs = [File['/a'], Service['s']],
  $undef_v = undef,
  $default_v = default,
  $type_v = Integer[1, 5],
  $regex_v = /^a.*z$/,
  $sens_v = Sensitive('secret'),
  $num_v = 42,
  $float_v = 1.5,
  $bool_v = false,
  $hash_v = { 'a' => undef, 'b' => [1, undef] },
  $arr_nested_undef = [undef, [undef]],
  $str_v = 'text',
  $span_v = Timespan('1-00:00:00'),
  $sym_like = 'undef',
) {
  notify { 'erb': message => template('probe/v.erb') }
}
