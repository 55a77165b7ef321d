class nginx (
  String $package_ensure = 'installed',
  Hash[String, Hash] $vhosts = {},
  Boolean $manage_service = true,
) {
  contain nginx::install
  contain nginx::config
  contain nginx::service
  Class['nginx::install'] -> Class['nginx::config'] ~> Class['nginx::service']
  $vhosts.each |$name, $cfg| {
    nginx::vhost { $name: * => $cfg }
  }
}
