class profile::app {
  include app
  file { '/etc/motd': content => "Welcome to ${trusted['certname']}\n" }
  exec { 'app-cleanup-nightly': command => '/usr/bin/app-clean --all', refreshonly => true, user => 'app', timeout => 600, subscribe => Service['app'] }
  file { '/var/log/app': ensure => directory, owner => 'app', mode => '0750' }
}
