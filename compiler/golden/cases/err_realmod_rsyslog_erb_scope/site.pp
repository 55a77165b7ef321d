# saz-rsyslog (Debian puppet-module-saz-rsyslog): the package installs it as
# /usr/share/puppet/modules/saz-rsyslog, a directory name that is no module name, so Puppet
# never finds its classes there; sites copy it as modules/rsyslog, as this case does (manifests
# and templates only). It was written for Puppet 3's dynamic scoping: rsyslog.conf.erb, rendered
# in rsyslog::config, reads @modules, a variable of the rsyslog class, so on Puppet 4+ it is nil
# and every use of the module fails in the template ("undefined method `each' for nil").
class { 'rsyslog::client':
  server         => 'logs.example.com',
  port           => '6514',
  remote_type    => 'tcp',
  log_local      => true,
  log_auth_local => true,
  spool_size     => '2g',
  custom_config  => '',
}
rsyslog::imfile { 'nginx-access':
  file_name     => '/var/log/nginx/access.log',
  file_tag      => 'nginx-access',
  file_facility => 'local6',
}
rsyslog::imfile { 'app':
  file_name        => '/srv/app/log/app.log',
  file_tag         => 'app',
  file_facility    => 'local5',
  file_severity    => 'info',
  polling_interval => 5,
}
rsyslog::snippet { 'ratelimit': content => "\$SystemLogRateLimitInterval 0\n" }
