# puppetlabs-apache 5.5.0: a PHP site under prefork with mod_security (custom rules, disabled ids), mod_fcgid, mod_expires defaults, suexec and mod_status restricted.
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
}
class { 'apache::mod::php':
  php_version => '8.2',
  extensions  => ['.php', '.phtml'],
}
class { 'apache::mod::security':
  activated_rules          => ['/usr/share/modsecurity-crs/rules/REQUEST-901-INITIALIZATION.conf'],
  secrequestbodylimit      => '26214400',
  secdefaultaction         => 'deny,status:406,nolog,auditlog',
  modsec_secruleengine     => 'DetectionOnly',
  audit_log_relevant_status => '^(?:5|4(?!04))',
  allowed_methods          => 'GET HEAD POST OPTIONS',
  inbound_anomaly_threshold => 10,
}
class { 'apache::mod::expires':
  expires_active  => true,
  expires_default => 'access plus 1 hour',
  expires_by_type => [{ 'text/css' => 'access plus 1 month' }, { 'image/png' => 'access plus 1 year' }],
}
include apache::mod::suexec
class { 'apache::mod::status':
  requires        => 'ip 127.0.0.1 ::1',
  extended_status => 'On',
  status_path     => '/server-status',
}
apache::vhost { 'php.example.com':
  port                 => 80,
  docroot              => '/srv/php/public',
  docroot_owner        => 'www-data',
  docroot_group        => 'www-data',
  directoryindex       => 'index.php index.html',
  php_values           => { 'upload_max_filesize' => '20M', 'post_max_size' => '25M' },
  php_flags            => { 'display_errors' => 'off' },
  php_admin_values     => { 'open_basedir' => '/srv/php:/tmp' },
  modsec_disable_ids   => ['950907', '960015'],
  modsec_body_limit    => 1048576,
  suexec_user_group    => 'www-data www-data',
  block                => ['scm'],
  access_log_pipe      => '|/usr/bin/rotatelogs /var/log/apache2/php_access.%Y%m%d 86400',
}
