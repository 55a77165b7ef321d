define app::vhost (
  Array[String] $aliases = [],
  Integer $priority = 10,
) {
  file { "/etc/app/vhost-${title}.conf": content => template('app/vhost.erb') }
}
