class app(Integer $port = 8080) {
  tag 'web'
  package { 'nginx': ensure => installed }
  file { '/etc/app.conf': mode => '0640', content => "port=${port}\n", require => Package['nginx'] }
  @user { 'appuser': }
  app::vhost { 'default': }
}
