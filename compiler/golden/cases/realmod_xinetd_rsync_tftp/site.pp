# puppetlabs-xinetd: services with the optional attributes a site sets (bind, instances, env,
# log_on_success/failure, redirect, nice, groups, only_from/no_access, service_type,
# access_times, disabled ones) and the global defaults.
class { 'xinetd':
  confdir      => '/etc/xinetd.d',
  log_type     => 'FILE /var/log/xinetd.log',
  instances    => '50',
  per_source   => '10',
  banner       => '/etc/issue.net',
  no_access    => '10.9.0.0/16',
  only_from    => '10.0.0.0/8',
  max_load     => '25',
}
xinetd::service { 'rsync':
  port           => '873',
  server         => '/usr/bin/rsync',
  server_args    => '--daemon --config /etc/rsyncd.conf',
  bind           => '10.0.0.5',
  instances      => 'UNLIMITED',
  log_on_failure => 'USERID',
  log_on_success => 'HOST PID DURATION',
  log_on_success_operator => '+=',
  env            => 'LANG=C',
  only_from      => '10.0.0.0/8 127.0.0.1',
  nice           => 10,
  access_times   => '2:00-8:59',
}
xinetd::service { 'time-udp':
  port         => '37',
  server       => 'INTERNAL',
  service_type => 'INTERNAL',
  socket_type  => 'dgram',
  protocol     => 'udp',
  wait         => 'yes',
  disable      => 'yes',
}
xinetd::service { 'legacy': ensure => absent, port => '1234', server => '/bin/false' }
