class profile::base (
  Array[String] $packages = [],
  Hash $users = {},
) {
  package { $packages: ensure => installed }
  $users.each |$u, $attrs| { notify { "user ${u}": message => $attrs } }
}
