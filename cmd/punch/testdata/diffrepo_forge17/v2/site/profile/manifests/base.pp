class profile::base (Array[String] $admins = [], String $motd = 'managed') {
  class { 'ntp': servers => lookup('ntp_servers') }
  contain ntp
  $admins.each |$a| {
    user { $a: ensure => present, groups => ['sudo'] }
  }
  file { '/etc/motd': content => "${motd}\n" }
  file { '/etc/issue': source => 'puppet:///modules/profile/issue' }
}
