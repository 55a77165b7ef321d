class ntp {
  package { 'ntp': }
  file { '/etc/ntp.conf': content => "server 1\n" }
  service { 'ntp': ensure => running }
  exec { 'ntp-reload': command => 'systemctl reload ntp', refreshonly => true }
}
