class app(Integer $port = 8080, String $user = "app-${port}", Optional[String] $extra = undef) {
  File { owner => $user }
  file { '/etc/app.conf': mode => '0640' }
  package { 'app': ensure => '1.2.3', install_options => ['--no-deps'] }
  app::site { 'main': }
}
