class profile::web {
  file { '/var/www': ensure => directory }
}
