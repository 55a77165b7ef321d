# voxpupuli/puppet-consul's 4.x functions (lib/puppet/functions/consul/sorted_json.rb 1257c0ce,
# its doc comment's examples left out; validate_checks.rb 023774ab) and voxpupuli/puppet-elasticsearch's
# 3.x functions with their puppet_x helpers (deep_implode 2f8d1949 + puppet_x/elastic/deep_implode.rb
# 62609510, concat_merge 147c743d, es_hash2properties 5d63d440, es_plugin_name 147c743d +
# plugin_parsing.rb 0008e4d4, array_suffix 5f726d5d, plugin_dir 8852a0ba; long doc heredocs
# shortened), neither in the Debian corpus, called as their docs and specs show.
$unsorted = { 'client_addr' => '127.0.0.1', 'bind_addr' => '192.168.34.56', 'start_join' => ['192.168.34.60', '192.168.34.61'], 'ports' => { 'rpc' => 8567, 'https' => 8500, 'http' => -1 }, 'ui' => true, 'ratio' => 0.5, 'port_str' => '8080', 'neg' => '-12', 'none' => undef, 'quote' => "a \"q\" é\n" }
notice(consul::sorted_json($unsorted))
notice(consul::sorted_json($unsorted, true, 2))
notice(consul::sorted_json({}))
notice(consul::sorted_json([3, 'x', [true]]))
notice(consul::sorted_json([], true))
notice(consul::validate_checks([{ 'http' => 'localhost', 'interval' => '10s' }, { 'ttl' => '30s' }, { 'args' => ['/bin/true'], 'interval' => '5s' }]))
notice(consul::validate_checks({ 'tcp' => 'localhost:22', 'interval' => '10s' }))
notice(deep_implode({ 'top' => { 'sub' => [1] }, 'top.sub' => [2] }))
notice(deep_implode({ 'a' => { 'b' => { 'c' => 1, 'd' => [1, 2] } }, 'a.b' => { 'e' => 'x' }, 'a.b.d' => [3], 'z' => {} }))
notice(deep_implode({}))
notice(concat_merge({ 'a' => [1] }, { 'a' => [2] }))
notice(concat_merge({ 'a' => [1], 'b' => 'x' }, '', { 'a' => 3, 'b' => 'y', 'c' => [4] }, { 'c' => [5] }))
notice(es_hash2properties({ 'a' => 'value', 'b' => { 'c' => ['x', 'y'], 'd' => { 'e' => 1 } }, 'list' => [1, 2] }))
notice(es_hash2properties({ 'a' => 'value', 'b' => true }, { 'header' => '# H', 'key_val_separator' => ':', 'quote_char' => '"', 'list_separator' => ';' }))
notice(es_plugin_name('plug'))
notice(es_plugin_name('foo/plug'))
notice(es_plugin_name('foo/plug/1.0.0'))
notice(es_plugin_name('foo/elasticsearch-plug'))
notice(es_plugin_name('foo/es-plug/1.3.2'))
notice(es_plugin_name('org.elasticsearch:es-plug:1.0'))
notice(es_plugin_name('', 'fallback/elasticsearch-x'))
notice(array_suffix(['a', 'b', 'c'], 'p'))
notice(array_suffix(['a', 1, true]))
notice(plugin_dir('plug'))
notice(plugin_dir('foo/elasticsearch-head'))
notice(plugin_dir('foo/es-plug/1.0'))
notice(plugin_dir('foo/my-plug'))
