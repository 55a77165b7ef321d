class logrotate::config {
  file { $logrotate::rules_configdir: ensure => directory }
}
