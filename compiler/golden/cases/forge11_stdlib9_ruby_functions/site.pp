# puppetlabs-stdlib 9's newest Ruby functions (stdlib::*), as their docs show them; values written for this case.
$cfg = {
  'title' => "TOML \"example\" #{1}",
  'owner' => { 'name' => 'Tom', 'dob' => '1979-05-27', 'weird key' => 'x' },
  'database' => { 'ports' => [8000, 8001, 8002], 'enabled' => true, 'ratio' => 0.5, 'empty' => {} },
  'servers' => [{ 'ip' => '10.0.0.1', 'role' => 'frontend' }, { 'ip' => '10.0.0.2', 'role' => 'backend' }],
  'a-b_c' => 'bare',
  'dollar' => 'cost $5 #{x} #@y #$z',
  'nothing' => undef,
}
file { '/etc/app/config.toml':
  ensure  => file,
  content => stdlib::to_toml($cfg),
}
notice(stdlib::to_python({ 'a' => true, 'b' => false, 'c' => undef, 'd' => [1, 2.5, 'x'], 'e' => "q'\"" }))
notice(stdlib::to_ruby({ 'a' => true, 'b' => undef, 'c' => [1, 'two', { 'n' => -3 }], 's' => "t\tab" }))
notice(stdlib::to_python(Sensitive('s3cret')))
notice(stdlib::to_ruby(Timestamp('2024-01-02T03:04:05.000 UTC')))
notice(stdlib::to_python(Integer[1, 5]))
$wrapped = stdlib::rewrap_sensitive_data({ 'user' => 'u', 'pass' => Sensitive('p'), 'list' => [Sensitive('a'), 'b'] })
notice($wrapped)
notice(type($wrapped, generalized))
$plain = stdlib::rewrap_sensitive_data({ 'user' => 'u' }) |$d| { $d + { 'extra' => 1 } }
notice($plain)
$joined = stdlib::rewrap_sensitive_data([Sensitive('x'), 'y']) |$d| { $d.join(',') }
notice($joined.unwrap)
file { '/tmp/foo': ensure => directory }
notice(stdlib::str2resource('File[/tmp/foo]'))
File <| title == '/tmp/foo' |> { mode => '0755' }
notice(['b10', 'a2', 'c1'].stdlib::sort_by |$s| { $s[1, -1] + 0 })
notice('hello'.stdlib::sort_by |$c| { $c })
notice({ 'x' => 3, 'y' => 1 }.stdlib::sort_by |$kv| { $kv[0] })
notice('a < b & "c" \'d\''.stdlib::xml_encode)
notice('a < b & "c" \'d\''.stdlib::xml_encode('attr'))
notice(stdlib::cmp_hash({ 'a' => 1, 'b' => 2 }, { 'a' => 1, 'c' => 0 }))
notice([{ 'size' => 3 }, { 'size' => 1 }, { 'size' => 2 }].sort |$a, $b| { stdlib::cmp_hash($a, $b) |$h| { $h['size'] } })
notice({ 'k1' => 'v1', 'k2' => { 'k2.1' => 'v2.1', 'k2.2' => { 'deep' => ['l'] } }, 'k3' => 'v3' }.stdlib::nested_values)
notice(stdlib::has_function('stdlib::has_function'))
notice(stdlib::has_function('not_a_function'))
notice(stdlib::has_function('notice'))
notice(stdlib::has_function('stdlib::to_toml'))
notice(stdlib::crc32('my string'))
notice(stdlib::crc32(Sensitive('my string')))
notice(stdlib::crc32(100.0))
notice(stdlib::crc32(true))
