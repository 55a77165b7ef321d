# written for this case
class choria::config {
  file { '/etc/choria': ensure => directory }
}
