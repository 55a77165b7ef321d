# Written for this case: each returned value printed with its type, and used in a string and a comparison.
['symbol', 'undef_sym', 'nil', 'sym_array', 'sym_hash', 'float_int', 'bignum', 'range', 'frozen', 'nested', 'int_key', 'true_str', 'empty'].each |$w| {
  $v = probe_ret3($w)
  notify { "3x ${w}": message => "${type($v, 'generalized')} | ${v} | ${v == undef} | ${v =~ Undef}" }
}
['symbol', 'sym_array', 'sym_hash', 'float_int', 'bignum', 'int_key', 'nested'].each |$w| {
  $v = probe::ret4($w)
  notify { "4x ${w}": message => "${type($v, 'generalized')} | ${v}" }
}
notify { 'param 3x': message => probe_ret3('sym_hash') }
notify { 'param 4x': message => probe::ret4('sym_array') }
