# puppet-logrotate: the main configuration with defaults, the hourly run, and rules with postrotate scripts, dateext, size limits and su.
include logrotate::base
include logrotate::hourly
logrotate::rule { 'nginx':
  path          => '/var/log/nginx/*.log',
  rotate        => '14',
  rotate_every  => 'day',
  compress      => true,
  delaycompress => true,
  missingok     => true,
  ifempty       => false,
  create        => true,
  create_mode   => '0640',
  create_owner  => 'www-data',
  create_group  => 'adm',
  sharedscripts => true,
  postrotate    => ['invoke-rc.d nginx rotate >/dev/null 2>&1', 'true'],
}
logrotate::rule { 'app':
  path         => ['/var/log/app/app.log', '/var/log/app/worker.log'],
  size         => '100M',
  rotate       => '5',
  rotate_every => 'hour',
  copytruncate => true,
  dateext      => true,
  dateformat   => '-%Y%m%d%H',
  maxage       => '30',
}
logrotate::rule { 'obsolete':
  ensure => absent,
}
