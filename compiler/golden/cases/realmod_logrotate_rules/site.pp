# logrotate (Debian puppet-module-logrotate): the base class and rules with many options.
include logrotate::base
logrotate::rule { 'app':
  path          => ['/var/log/app/*.log', '/var/log/app/*.out'],
  rotate        => '14',
  rotate_every  => 'day',
  compress      => true,
  delaycompress => true,
  missingok     => true,
  ifempty       => false,
  create        => true,
  create_mode   => '0640',
  create_owner  => 'app',
  create_group  => 'adm',
  sharedscripts => true,
  postrotate    => '/bin/systemctl reload app > /dev/null 2>&1 || true',
}
logrotate::rule { 'nginx':
  path         => '/var/log/nginx/*.log',
  rotate       => '52',
  rotate_every => 'week',
  dateext      => true,
  dateformat   => '-%Y%m%d',
  size         => '100M',
  postrotate   => ['invoke-rc.d nginx rotate >/dev/null 2>&1', 'true'],
}
logrotate::rule { 'gone':
  ensure => absent,
}
