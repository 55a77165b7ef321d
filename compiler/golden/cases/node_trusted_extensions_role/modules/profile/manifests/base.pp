class profile::base (String $motd, Array[String] $admins = []) {
  file { '/etc/motd': content => "${motd}\n" }
  $admins.each |$a| { user { $a: ensure => present } }
}
