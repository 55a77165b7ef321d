$cfg = { 'node' => { 'name' => 'es01', 'roles' => ['master'] }, 'node.roles' => ['data'], 'path' => { 'data' => '/var/lib/es', 'logs' => '/var/log/es' },
  'cluster.name' => 'c1', 'discovery' => { 'seed_hosts' => ['a', 'b'] }, 'xpack.security.enabled' => true, 'http.port' => 9200 }
$imploded = deep_implode($cfg)
notify { 'imploded': message => $imploded }
notify { 'keys': message => $imploded.keys }
file { '/etc/es/jvm.properties': content => es_hash2properties({ 'rootLogger' => { 'level' => 'info', 'appenderRef' => { 'console' => { 'ref' => 'c' } } }, 'status' => 'error', 'list' => [1, 2] }) }
file { '/etc/es/alt.properties': content => es_hash2properties({ 'a' => 'b' }, { 'header' => '#h', 'quote_char' => '"', 'key_val_separator' => '=' }) }
notify { 'merged': message => concat_merge({ 'a' => [1], 'b' => 'x', 'c' => { 'd' => 1 } }, '', { 'a' => [2], 'b' => 'y', 'c' => { 'e' => 2 } }) }
