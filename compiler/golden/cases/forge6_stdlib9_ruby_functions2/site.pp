# QA-FORGE-6: more of stdlib 9's namespaced Ruby functions run by Punch's Ruby: sha256 (Digest, Sensitive/Binary),
# rewrap_sensitive_data (Sensitive keys, block), to_python/to_ruby over rich data (ToDataConverter), batch_escape,
# powershell_escape. Regexp and type values are in forge6_ruby_to_data_converter_rich.
notice([stdlib::sha256('my string'), stdlib::sha256(Sensitive('my string')), stdlib::sha256(100.0), stdlib::sha256(Binary('aGVsbG8='))])
$data = { 'user' => 'app', 'password' => Sensitive('s3cret'), 'list' => [Sensitive('a'), 'b'], Sensitive('k') => 'v' }
$r = stdlib::rewrap_sensitive_data($data)
notice($r)
notice(type($r, 'generalized'))
notice($r.unwrap)
notice(stdlib::rewrap_sensitive_data({ 'plain' => 1 }))
$joined = stdlib::rewrap_sensitive_data(['x', Sensitive('y')]) |$u| { $u.join(',') }
notice($joined)
notice($joined.unwrap)
$values = [
  'plain', "quote'and\"double", 42, -1.5, 1e20, true, false, undef, [1, [2, 'three']],
  { 'a' => 1, 'b' => { 'c' => undef } }, { 1 => 'int key', true => 'bool key' },
  Sensitive('hidden'), Timestamp('2024-01-02T03:04:05.678Z'), Timespan(3600), default,
  SemVer('1.2.3-rc.1'), SemVerRange(">=1.0.0 <2.0.0"), Binary('aGVsbG8='), "tab\tnl\nuni\u00e9",
]
$values.each |$v| {
  notice("${stdlib::to_python($v)} | ${stdlib::to_ruby($v)}")
}
notice(stdlib::batch_escape('echo "hello" $PATH \\dir and spaces'))
notice(stdlib::powershell_escape("Write-Host 'a' \"b\" `c` | d \$e\nnext"))
notice(stdlib::batch_escape(undef))
notice(stdlib::powershell_escape(123))
