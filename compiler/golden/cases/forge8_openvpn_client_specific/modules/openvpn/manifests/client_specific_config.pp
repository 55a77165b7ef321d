# Written for this case with the parameters client_specific_config.erb reads (the module's define of the
# same name, simplified: no server lookup).
define openvpn::client_specific_config (
  String $server,
  Array[String] $iroute = [],
  Array[String] $iroute_ipv6 = [],
  Array[String] $route = [],
  Variant[Boolean, String] $ifconfig = false,
  Array[String] $dhcp_options = [],
  Boolean $redirect_gateway = false,
  Enum['present', 'absent'] $ensure = present,
) {
  file { "/etc/openvpn/${server}/client-configs/${name}":
    ensure  => $ensure,
    content => template('openvpn/client_specific_config.erb'),
  }
}
