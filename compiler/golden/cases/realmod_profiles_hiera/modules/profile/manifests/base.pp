class profile::base (
  Array[String] $ntp_servers,
  Hash $sshd_options,
  Hash $sysctl,
  Array[String] $packages,
  Sensitive[String] $admin_password,
  String $motd,
  Boolean $apt_purge,
) {
  class { 'ntp': servers => $ntp_servers, iburst_enable => true }
  class { 'ssh': server_options => $sshd_options, storeconfigs_enabled => false }
  class { 'sysctl::values': args => $sysctl }
  class { 'apt': purge => { 'sources.list' => $apt_purge, 'sources.list.d' => $apt_purge } }
  package { $packages: ensure => installed }
  user { 'admin': ensure => present, password => $admin_password, managehome => true }
  file { '/etc/motd': content => "${motd}\n" }
}
