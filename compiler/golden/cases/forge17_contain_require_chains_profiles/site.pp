# Roles and profiles with contain, require and ordering chains across classes (the pattern of
# puppetlabs control repositories), with class parameters from resource-like declarations.
class app::install ($version) { package { 'app': ensure => $version } }
class app::config ($port) { file { '/etc/app.conf': content => "port=${port}\n" } }
class app::service { service { 'app': ensure => running } }
class app ($version = '1.0', $port = 8080) {
  class { 'app::install': version => $version }
  contain app::install
  class { 'app::config': port => $port }
  contain app::config
  contain app::service
  Class['app::install'] -> Class['app::config'] ~> Class['app::service']
}
class db { package { 'postgresql': } -> service { 'postgresql': } }
class profile::base { notify { 'base': } }
class profile::db { contain db }
class profile::app {
  require profile::db
  class { 'app': version => '2.1' }
  contain app
}
class role::web {
  include profile::base
  contain profile::app
  Class['profile::base'] -> Class['profile::app']
}
include role::web
notify { 'after': require => Class['role::web'] }
