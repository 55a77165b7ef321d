class { 'xinetd': confdir => '/etc/xinetd.d', conffile => '/etc/xinetd.conf', package_name => 'xinetd', service_name => 'xinetd', purge_confdir => false }
xinetd::service { 'tftp':
  port => '69', server => '/usr/sbin/in.tftpd', server_args => '-s /var/lib/tftp', socket_type => 'dgram', protocol => 'udp', cps => '100 2', flags => 'IPv4', per_source => '11', wait => 'yes', user => 'root', group => 'root', instances => 'UNLIMITED', log_on_success => 'PID HOST', log_on_success_operator => '+=', log_on_failure => 'HOST', log_on_failure_operator => '-=', only_from => '10.0.0.0/8', no_access => '10.0.0.5', access_times => '08:00-17:00', env => 'FOO=bar', nice => 10, redirect => '10.0.0.9 69', bind => '10.0.0.1', service_type => 'UNLISTED', disable => 'no', log_type => 'SYSLOG daemon info', groups => 'yes',
}
xinetd::service { 'rsync': port => '873', server => '/usr/bin/rsync', server_args => '--daemon', wait => 'no', user => 'nobody' }
