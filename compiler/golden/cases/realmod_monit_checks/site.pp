# sbitio-monit 1.0.0: monit with a mail server and alerts, the embedded http server, and checks of
# a process, a service, a filesystem and the system.
class { 'monit':
  check_interval   => 60,
  mailserver       => 'localhost',
  alerts           => ['ops@example.com'],
  httpserver_allow => ['localhost', 'admin:secret'],
}
monit::check::process { 'sshd':
  pidfile       => '/var/run/sshd.pid',
  program_start => '/usr/sbin/service ssh start',
  program_stop  => '/usr/sbin/service ssh stop',
  tests         => [
    { 'type' => 'connection', 'host' => '127.0.0.1', 'port' => '22', 'action' => 'restart' },
  ],
}
monit::check::service { 'nginx':
  pidfile => '/run/nginx.pid',
}
monit::check::filesystem { 'root':
  paths => ['/'],
  tests => [{ 'type' => 'fsflags' }, { 'type' => 'space', 'operator' => '>', 'value' => '80%' }],
}
monit::check::system { $facts['networking']['hostname']:
  tests => [{ 'type' => 'loadavg', 'period' => '1min', 'operator' => '>', 'value' => '6' }],
}
