define app::plugin (String $version = 'latest') {
  package { "app-plugin-${title}": ensure => $version, before => Service['app'] }
}
