# QA-FORGE-6: stdlib 9's namespaced Ruby functions (not ported to Go: run by Punch's Ruby) as current modules call them:
# to_toml (PuppetX::Stdlib::TomlDumper, require_relative), crc32 (Zlib, Sensitive/Binary), nested_values, cmp_hash with a block,
# data_to_yaml, fqdn_rand_string (call_function fqdn_rand), merge over iterables (Iterable.asserted_iterable, hash_style?, enum.next).
# rubylib: puppet_x/stdlib.rb is a plain require, which needs the module's lib on Ruby's load path in the oracle.
$cfg = {
  'title'    => 'TOML "example" #{x} $y @z',
  'agent'    => { 'interval' => '10s', 'round_interval' => true, 'metric_batch_size' => 1000, 'ratio' => 0.25, 'neg' => -3 },
  'inputs'   => { 'cpu' => [{ 'percpu' => true, 'totalcpu' => false }, { 'name' => 'second' }] },
  'servers'  => ['a.example.com', 'b.example.com'],
  'empty'    => {},
  'weird key' => 'v',
  'a.b'      => 'dotted',
  'unicode'  => "caf\u00e9 \u2713 tab\there",
  'nested'   => { 'deeper' => { 'deepest' => { 'x' => 1 } }, 'list' => [1, 2, 3] },
  'mixed'    => [[1, 2], ['a', 'b']],
  'nl'       => "line1\nline2",
}
file { '/etc/app.toml':
  content => stdlib::to_toml($cfg),
}
$crcs = [
  stdlib::crc32('my string'),
  stdlib::crc32(Sensitive('my string')),
  stdlib::crc32(100.0),
  stdlib::crc32(100),
  stdlib::crc32(true),
  stdlib::crc32(Binary('aGVsbG8=')),
  stdlib::crc32(''),
]
notice($crcs)
$h = { 'key1' => 'value1', 'key2' => { 'key2.1' => 'value2.1', 'key2.2' => { 'x' => [1, 2] } }, 'key3' => undef }
notice($h.stdlib::nested_values)
$disks = [{ 'size_bytes' => 300, 'n' => 'c' }, { 'size_bytes' => 100, 'n' => 'a' }, { 'size_bytes' => 200, 'n' => 'b' }]
notice($disks.sort |$a, $b| { stdlib::cmp_hash($a, $b) |$x| { $x['size_bytes'] } })
notice(stdlib::cmp_hash({ 'b' => 1 }, { 'a' => 2 }))
notice(stdlib::cmp_hash({ 'a' => 1 }, { 'a' => 1 }))
notice(stdlib::data_to_yaml({ 'a' => [1, 'two', { 'three' => 3.0 }], 'b' => true, 'c' => undef, 'd' => 'multi
line' }))
notice(stdlib::data_to_yaml(['x', 1]))
notice(stdlib::fqdn_rand_string(12))
notice(stdlib::fqdn_rand_string(8, 'ABCDEF!@$%^'))
notice(stdlib::fqdn_rand_string(10, undef, 'custom seed', 2))
notice(stdlib::merge({ 'a' => 1 }, undef, '', { 'b' => 2, 'a' => 3 }))
notice(['a', 'b', 'c', 'c', 'd', 'b'].stdlib::merge |$hsh, $v| { { $v => $hsh[$v].lest || { 0 } + 1 } })
notice({ 'x' => 1, 'y' => 2 }.stdlib::merge |$hsh, $k, $v| { { "${k}${k}" => $v * 10 } })
notice(['p', 'q', 'r'].stdlib::merge |$hsh, $i, $v| { if $i != 1 { { $v => $i } } })
