class app {
  package { ['nginx', 'curl']: ensure => installed }
  file { '/etc/app.conf': ensure => file, mode => '0640', content => 'x', tag => ['app', 'cfg'], require => Package['nginx'] }
  @user { 'v': ensure => present }
}
include app
probe::cat().each |$k, $v| { notify { $k: message => $v } }
