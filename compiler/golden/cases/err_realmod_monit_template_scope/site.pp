# sbitio-monit 1.0.0 on an Ubuntu node (on Debian its params class compares the lsbmajdistrelease
# string with an Integer, which Puppet rejects: realmod_monit_checks). Every check fails: after
# monit_validate_tests has checked and rewritten the tests, monit::check::instance renders
# check/common.erb, which reads @depends, a parameter of the calling define (Puppet 3 dynamic
# scoping), so Puppet fails with "undefined method `empty?' for nil". (The system check is off:
# its templates have the same problem with the monit class's variables.)
class { 'monit':
  system_check_ensure => absent,
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
  path  => '/',
  tests => [{ 'type' => 'fsflags' }, { 'type' => 'space', 'operator' => '>', 'value' => '80%' }],
}
monit::check::system { $facts['networking']['hostname']:
  tests => [{ 'type' => 'loadavg', 'period' => '1min', 'operator' => '>', 'value' => '6' }],
}
monit::check::process { 'php-fpm':
  pidfile => '/run/php/php-fpm.pid',
  program_start => '/usr/sbin/service php-fpm start',
  program_stop  => '/usr/sbin/service php-fpm stop',
  tests   => [
    { 'type' => 'cpu', 'operator' => '>', 'value' => '90%', 'tolerance' => { 'cycles' => 5 }, 'action' => 'restart' },
    { 'type' => 'memory', 'operator' => 'greater', 'value' => '1 GB' },
    { 'type' => 'connection', 'port' => '9000', 'action' => 'restart', 'tolerance' => { 'cycles' => 3, 'times' => 2 } },
  ],
}
notify { 'tests after': message => getparam(Monit::Check::Process['php-fpm'], 'tests') }
