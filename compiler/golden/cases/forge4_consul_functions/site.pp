$cfg = {
  'client_addr' => '127.0.0.1', 'bind_addr' => '192.168.34.56', 'start_join' => ['192.168.34.60', '192.168.34.61'],
  'ports' => { 'rpc' => 8567, 'https' => 8500, 'http' => -1, 'dns' => '8600' }, 'node_meta' => { 'rack' => 3, 'ok' => true, 'f' => 1.5 },
  'enabled' => true, 'nothing' => undef, 'ratio' => 0.25, 'str_int' => '-042', 'int_str' => '-42', 'zero' => '0', 'tags' => ['a', 7],
  'nested' => { 'args' => [1, ['x', 2]], 'deep' => { 'z' => [], 'a' => {} } }, 'uni' => "é\u2713\"\\/",
}
file { '/tmp/compact': content => consul::sorted_json($cfg) }
file { '/tmp/pretty': content => consul::sorted_json($cfg, true, 2) }
file { '/tmp/pretty4': content => consul::sorted_json({ 'b' => [], 'a' => [1] }, true) }
file { '/tmp/empty': content => consul::sorted_json() }
consul::validate_checks([{ 'http' => 'http://x', 'interval' => '10s' }, { 'ttl' => '30s' }, [{ 'args' => ['/bin/true'], 'interval' => '5s' }]])
