# How Puppet values reach 3.x and 4.x module functions (Runtime3Converter for 3.x: a top-level undef
# is '', a nested one :undef; 4.x functions get Puppet's values as they are), and how 3.x return values
# come back (Symbols, :undef, nil, Symbol keys).
$h = { 'a' => undef, 'b' => [undef, 1], 'c' => 'x' }
notify { 'd3 undef': message => conv_describe(undef) }
notify { 'd3 nested': message => conv_describe($h, [undef]) }
notify { 'd3 scalars': message => conv_describe(1, 1.5, true, false, 'str', '') }
notify { 'd3 regexp type default': message => conv_describe(/a.b/, Integer[1, 2], default, String) }
notify { 'd3 resource refs': message => conv_describe(File['/tmp/x'], Class['main'], [Notify['n']]) }
notify { 'd3 rich': message => conv_describe(Timestamp('2024-01-02T03:04:05Z'), Binary('aGVsbG8='), SemVer('1.2.3')) }
notify { 'd3 sensitive': message => conv_describe(Sensitive('s3cret')) }
notify { 'd3 empty': message => conv_describe() }
notify { 'd4 undef': message => conv::describe4(undef, [undef], { 'k' => undef }) }
notify { 'd4 scalars': message => conv::describe4(1, 1.5, true, 'str', /a.b/, default) }
notify { 'd4 types': message => conv::describe4(Integer[1, 2], Optional[String], File['/tmp/x'], Class['main']) }
notify { 'd4 rich': message => conv::describe4(Timestamp('2024-01-02T03:04:05Z'), Binary('aGVsbG8='), SemVer('1.2.3'), Sensitive('s3cret')) }
['symbol', 'undef', 'nil', 'symkeys', 'nested', 'int_string', 'float', 'bigint', 'frozen', 'true', 'range', 'emptyhash'].each |$k| {
  $r = conv_returns($k)
  notify { "r3 ${k}": message => "${type($r, 'generalized')} ${String($r, '%p')}" }
}
$arr = ['a']
$hsh = { 'k' => 1 }
notify { 'mutate array': message => conv_mutate($arr) }
notify { 'mutate hash': message => conv_mutate($hsh) }
notify { 'after mutate': message => "${arr} ${hsh}" }
$r2 = conv_returns('undef')
notify { 'undef return is undef': message => [$r2 =~ Undef, $r2 == '', "[${r2}]"] }
