# Rich values as resource parameters: Sensitive (Puppet's and one made by module Ruby), Deferred with
# nested Deferred and Sensitive arguments, Timestamp, Binary, SemVer, Regexp, Type, default, in
# hashes and arrays, through a defined type; and how the catalog (rich data) writes each.
$s = Sensitive('hunter2')
$rs = sec::wrap('from-ruby')
$rh = sec::wrap({ 'user' => 'u', 'pass' => 'p' })
sec::conf { 'plain': password => 'plain' }
sec::conf { 'sensitive': password => $s }
sec::conf { 'ruby': password => $rs }
sec::conf { 'deferred':
  password => Deferred('sprintf', ['%s-%s', Deferred('join', [['a', 'b'], ':']), 'tail']),
  settings => { 'tok' => Deferred('new', [String, 42]), 'nested' => { 'sec' => $s } },
  items    => [Deferred('join', [[1, 2], ',']), $s, 'x'],
}
sec::conf { 'rich':
  password => 'p',
  settings => { 'ts' => Timestamp('2024-01-02T03:04:05.123Z'), 'bin' => Binary('aGVsbG8='), 'ver' => SemVer('1.2.3-rc.1'), 'range' => SemVerRange('>=1.0 <2.0'), 're' => /^a+$/, 'type' => Integer[1, 2], 'dflt' => default, 'span' => Timespan(90) },
  items    => [Timestamp('2024-01-02T03:04:05Z'), Binary('AAE=', '%B'), Sensitive(1), Sensitive([1, 2])],
}
notify { 'unwrap': message => [sec::wrap($s, false), sec::wrap($s, true), sec::wrap($rh, true), $rs.unwrap, String($rs)] }
notify { 'sensitive types': message => [$rs =~ Sensitive[String], $rh =~ Sensitive[Hash], $s =~ Sensitive, type($rs)] }
