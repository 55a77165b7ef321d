$a = docker_run_flags({
  'username' => "app user's", 'hostname' => 'web-01.example.com', 'restart' => 'always',
  'net' => ['front net', 'back'], 'memory_limit' => '512m', 'cpuset' => ['0', '1'], 'disable_network' => false,
  'privileged' => true, 'health_check_cmd' => 'curl -f http://localhost/ || exit 1', 'health_check_interval' => 30,
  'tty' => true, 'read_only' => false, 'osfamily' => 'Debian',
  'dns' => ['8.8.8.8', '1.1.1.1'], 'dns_search' => 'example.com', 'expose' => [80, 443], 'links' => [],
  'env' => ['FOO=bar baz', 'PATH=/x:$PATH', 'PCT=50%'], 'ports' => ['80:80', '443:443'], 'labels' => 'a=b',
  'volumes' => ['/data:/data:ro', undef], 'extra_params' => ['--log-driver=syslog', ['--init']],
})
$b = docker_run_flags({ 'net' => 'host', 'osfamily' => 'windows', 'env' => 'A=1', 'extra_params' => [], 'health_check_cmd' => undef, 'cpuset' => '3' })
$c = docker_run_flags({ 'hostname' => 'ünïcode host', 'username' => '', 'extra_params' => [], 'net' => "a\nb" })
file { '/tmp/a': content => $a }
file { '/tmp/b': content => $b }
file { '/tmp/c': content => $c }
