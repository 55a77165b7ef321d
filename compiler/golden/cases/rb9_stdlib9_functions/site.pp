# puppetlabs-stdlib 9.x's namespaced 4.x functions that the Debian corpus (stdlib 8.5) lacks, called
# as their docs and specs show. The function files are the repository's (lib/puppet/functions/stdlib/,
# blob commits in the code index: crc32 afb2e99b, sha256 41c6aef8, batch_escape/powershell_escape
# 390d47a7, shell_escape 3d8d1e2d, nested_values f38c42a4, os_version_gte 390d47a7, cmp_hash e7ba9adb,
# has_function cf2d24bd, sort_by 994271c7, to_python 736aa24a, to_ruby c3989c47, to_json_pretty
# de89c7fc; long doc comments of some shortened). Only these files: a module named stdlib.
notice(stdlib::crc32('my string'))
notice(stdlib::crc32(Sensitive('my string')))
notice(stdlib::crc32(100.0))
notice(stdlib::crc32(100))
notice(stdlib::crc32(true))
notice(stdlib::sha256('my string'))
notice(stdlib::sha256(Sensitive('my string')))
notice(stdlib::sha256(100.00000))
notice(stdlib::batch_escape('foo "bar" $baz\\qux'))
notice(stdlib::batch_escape(42))
notice(stdlib::powershell_escape("foo bar's \"x\" `y` | \$z\nnext"))
notice(stdlib::shell_escape('foo bar; rm -rf /'))
notice(stdlib::shell_escape(''))
notice(stdlib::shell_escape("x\ny"))
notice({ 'key1' => 'value1', 'key2' => { 'key2.1' => 'value2.1', 'key2.2' => { 'k' => [1, 2] } }, 'key3' => 'value3' }.stdlib::nested_values)
notice(stdlib::os_version_gte('Debian', '9'))
notice(stdlib::os_version_gte('Debian', '12'))
notice(stdlib::os_version_gte('Debian', '13'))
notice(stdlib::os_version_gte('Ubuntu', '18.04'))
$hash1 = { 'primary_key' => 2, 'key1' => ['val1', 'val2'], 'key2' => { 'key3' => 'val3' }, 'key4' => true, 'key5' => 12345 }
$hash2 = { 'primary_key' => 1, 'key6' => ['val1', 'val2'], 'key7' => { 'key8' => 'val9' }, 'key10' => true, 'key11' => 67890 }
notice(stdlib::cmp_hash($hash1, $hash2))
notice(stdlib::cmp_hash($hash1, $hash2) |$h| { $h['primary_key'] })
notice(stdlib::cmp_hash({ 'a' => 1 }, { 'a' => 1 }))
notice([{ 'size' => 3 }, { 'size' => 1 }, { 'size' => 2 }].sort |$a, $b| { stdlib::cmp_hash($a, $b) |$h| { $h['size'] } })
notice(stdlib::has_function('stdlib::has_function'))
notice(stdlib::has_function('not_a_function'))
notice(stdlib::has_function('notice'))
notice(stdlib::has_function('stdlib::crc32'))
notice(['banana', 'fig', 'apple'].stdlib::sort_by |$s| { $s.length })
notice('hello'.stdlib::sort_by |$c| { $c })
notice({ 'b' => 3, 'a' => 1, 'c' => 2 }.stdlib::sort_by |$kv| { $kv[0] })
notice(stdlib::to_python({ 'a' => [1, 2.5, true, false, undef], 'b' => 'str' }))
notice(stdlib::to_python('0.0.0.0'))
notice(stdlib::to_ruby({ 'a' => [1, 2.5, true, false, undef], 'b' => 'str' }))
notice(stdlib::to_ruby(8000))
$data = { 'param_one' => 'value', 'param_two' => undef, 'nested' => { 'param_more' => 42, 'list' => [1, 'two'] } }
file { '/tmp/a.json':
  content => stdlib::to_json_pretty($data),
}
file { '/tmp/b.json':
  content => stdlib::to_json_pretty($data, true),
}
file { '/tmp/c.json':
  content => stdlib::to_json_pretty($data, undef, { indent => '    ' }),
}
file { '/tmp/d.json':
  content => stdlib::to_json_pretty([1, [2, [3]]], false, { max_nesting => -1, space_before => ' ' }),
}
