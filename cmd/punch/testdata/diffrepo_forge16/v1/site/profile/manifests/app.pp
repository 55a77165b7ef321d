class profile::app {
  include app
  file { '/etc/motd': content => "Welcome to ${trusted['certname']}\n" }
  exec { 'app-cleanup': command => '/usr/bin/app-clean', refreshonly => true, user => 'app', subscribe => Service['app'] }
}
