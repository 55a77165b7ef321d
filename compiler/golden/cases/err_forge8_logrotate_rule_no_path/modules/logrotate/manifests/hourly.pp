class logrotate::hourly {
  file { "${logrotate::rules_configdir}/hourly": ensure => directory }
}
