# Written for this case: a config hash as modules render it.
$data = { 'server' => { 'port' => 8140, 'hosts' => ['a', 'b'], 'tls' => true, 'ratio' => 1.5, 'none' => undef }, 'name' => 'puppet' }
probe::serialize($data).each |$i, $line| {
  notify { "serialize ${i}": message => $line }
}
