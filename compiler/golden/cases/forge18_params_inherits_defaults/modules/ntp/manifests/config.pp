class ntp::config {
  file { '/etc/ntp.d': ensure => directory }
  notice("config sees ${ntp::servers} and ${ntp::params::restrict}")
}
