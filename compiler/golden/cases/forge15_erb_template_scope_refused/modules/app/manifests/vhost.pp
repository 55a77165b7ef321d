define app::vhost {
  file { "/etc/app/${title}.conf": content => template('app/vhost.erb') }
}
