node default {
  service { 'ntpd': ensure => running }
  class { 'ntp::server': upstream_servers => ['0.debian.pool.ntp.org', '1.debian.pool.ntp.org'] }
}
