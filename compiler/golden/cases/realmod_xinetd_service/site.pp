# puppetlabs-xinetd 3.0.0: the xinetd service with defaults and two services (tftp over udp, a tcp
# service with access control and environment).
class { 'xinetd':
  confdir => '/etc/xinetd.d',
  log_type => 'SYSLOG daemon info',
  cps      => '50 10',
}
xinetd::service { 'tftp':
  port         => '69',
  server       => '/usr/sbin/in.tftpd',
  server_args  => '-s /srv/tftp',
  socket_type  => 'dgram',
  protocol     => 'udp',
  wait         => 'yes',
  user         => 'root',
  cps          => '100 2',
  flags        => 'IPv4',
  per_source   => '11',
}
xinetd::service { 'check-mk':
  port         => '6556',
  server       => '/usr/bin/check_mk_agent',
  user         => 'root',
  only_from    => '127.0.0.1 10.0.0.0/8',
  log_on_success => 'HOST',
  log_on_success_operator => '=',
  env          => 'MK_CONFDIR=/etc/check_mk',
  disable      => 'no',
  nice         => 5,
}
