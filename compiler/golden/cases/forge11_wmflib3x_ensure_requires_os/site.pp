# wikimedia's ensure_service/ensure_link and requires_os (which loads os_version through
# Puppet::Parser::Functions.function and calls function_os_version), as its classes use them. Values written for this case.
class redis (Variant[Boolean, Enum['present', 'absent']] $ensure = present) {
  requires_os('ubuntu >= trusty || debian >= jessie')
  package { 'redis-server': ensure => $ensure }
  service { 'redis': ensure => ensure_service($ensure), require => Package['redis-server'] }
  file { '/etc/redis/redis.conf.d': ensure => ensure_link($ensure), target => '/srv/redis/conf.d' }
}
class { 'redis': ensure => present }
notice(ensure_service(true), ensure_service('false'), ensure_link(false), ensure_link('absent'), ensure_link('true'))
