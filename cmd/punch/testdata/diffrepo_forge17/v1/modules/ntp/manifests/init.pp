class ntp (Array[String] $servers, Boolean $iburst = true) {
  package { 'chrony': ensure => installed }
  -> file { '/etc/chrony/chrony.conf': content => template('ntp/chrony.conf.erb') }
  ~> service { 'chrony': ensure => running }
}
