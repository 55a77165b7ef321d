class app {
  file { '/etc/app.conf': content => template('app/env.erb') }
  app::vhost { 'site.example.com': }
}
