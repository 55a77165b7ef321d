class app (
  Hash[String, Variant[String, Integer, Array[String]]] $settings = {},
  Integer $port = 8080,
  String $user = 'app',
  Array[String] $plugins = [],
  String $mode = '0644',
) {
  user { $user: ensure => present, shell => '/bin/sh' }
  file { '/etc/app': ensure => directory, owner => $user }
  file { '/etc/app/app.conf':
    ensure  => file,
    mode    => $mode,
    content => template('app/app.conf.erb'),
    require => File['/etc/app'],
  }
  $plugins.each |$p| {
    app::plugin { $p: }
  }
  service { 'app': ensure => running, subscribe => File['/etc/app/app.conf'] }
}
