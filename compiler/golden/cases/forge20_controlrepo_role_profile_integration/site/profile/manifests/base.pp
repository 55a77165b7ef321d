class profile::base (
  Hash[String, Hash] $packages = {},
  Hash[String, Hash] $users = {},
  Boolean $noop_users = true,
) {
  Exec { path => ['/usr/bin', '/bin'], logoutput => on_failure }
  $pkg_defaults = { ensure => installed, tag => ['base'] }
  $packages.each |$name, $opts| {
    package { $name: * => $pkg_defaults + $opts }
  }
  $users.each |$name, $u| {
    user { $name:
      ensure     => present,
      managehome => true,
      noop       => $noop_users,
      *          => $u,
    }
  }
  ensure_packages(['ca-certificates'], { ensure => present })
  unless defined(Class['profile::web::nginx']) {
    notice('base without nginx (evaluated before role::web declares it)')
  }
  exec { 'apt-update': command => 'apt-get update', refreshonly => true }
}
