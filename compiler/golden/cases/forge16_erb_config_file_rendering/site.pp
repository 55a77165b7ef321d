class { 'lb':
  comment        => 'edge',
  global_options => { 'daemon' => true, 'log' => ['127.0.0.1 local0', '127.0.0.1 local1 notice'], 'nbproc' => 2, 'debug' => false, 'user' => 'haproxy' },
  backends       => {
    'web' => { 'servers' => ['10.0.0.1:80', '10.0.0.2:80'], 'check' => true, 'options' => { 'weight' => 10, 'maxconn' => 100 } },
    'api' => { 'servers' => '10.0.1.1:8080', 'balance' => 'leastconn', 'order' => 10 },
    'static' => { 'order' => 10 },
  },
  listen         => ['0.0.0.0:80', '127.0.0.1:8080'],
  extra          => { 'timeouts' => { 'connect' => '5s', 'client' => '30s' }, 'retries' => 3, 'name' => 'yes', 'empty' => '', 'list' => [1, 'two', undef] },
}
