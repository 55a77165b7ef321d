# QA-FORGE-8: voxpupuli/puppet-logrotate's logrotate::rule 8f6b786b and rule.erb 3a187ced: the template reads
# the define's variables through scope.to_hash (has_key? on parameters left undef and on local variables
# set only in some branches, mail_when undef must not reach opts.sort!), reassigns @postrotate, and the
# Logrotate::* type aliases (Every as a multi-pattern Pattern). Examples from its README.
logrotate::rule { 'messages':
  path         => '/var/log/messages',
  copytruncate => true,
  missingok    => true,
  rotate_every => 'day',
  rotate       => 7,
  compress     => true,
  ifempty      => true,
}
logrotate::rule { 'nginx_access_log':
  path         => ['/var/log/nginx/access_log', '/var/log/nginx/error_log'],
  missingok    => true,
  rotate_every => 'week 0',
  rotate       => 3,
  postrotate   => '/etc/init.d/nginx restart',
  mail         => false,
  olddir       => '/var/log/nginx/old',
  create       => true,
  create_mode  => '0640',
  create_owner => 'www-data',
  create_group => 'adm',
  size         => '100M',
  su           => true,
  su_user      => 'www-data',
}
logrotate::rule { 'app':
  path          => '/srv/app/log/*.log',
  rotate_every  => 'hour',
  compress      => false,
  delaycompress => false,
  ifempty       => false,
  mail          => 'ops@example.com',
  mail_when     => 'maillast',
  maxsize       => 1048576,
  dateext       => true,
  dateformat    => '-%Y%m%d-%s',
  prerotate     => ['test -d /srv/app', 'logger rotating'],
  firstaction   => 'echo first',
  lastaction    => ['echo last', 'systemctl reload app'],
  sharedscripts => true,
  olddir        => false,
  custom_cfg    => ['notifempty', 'maxage 30'],
}
logrotate::rule { 'gone':
  ensure => absent,
}
