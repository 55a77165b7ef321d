class ntp(
  Array[String] $servers = $ntp::params::servers,
  String $service = $ntp::params::service,
  Array[String] $restrict = $ntp::params::restrict,
) inherits ntp::params {
  file { '/etc/ntp.conf': content => "${servers.join(' ')}\n${restrict.join(';')}\n" }
  service { $service: ensure => running, subscribe => File['/etc/ntp.conf'] }
  notice("params from inherited scope: ${servers} ${service} ${ntp::params::service}")
  include ntp::config
}
