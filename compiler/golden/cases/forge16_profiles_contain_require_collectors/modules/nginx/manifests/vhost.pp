define nginx::vhost (
  Array[String] $server_names = [$title],
  Integer $port = 80,
  Optional[String] $root = undef,
  Array[String] $locations = [],
  Enum['present', 'absent'] $ensure = 'present',
) {
  $fname = "/etc/nginx/sites-enabled/${regsubst($title, '[^a-z0-9]+', '_', 'G')}.conf"
  file { $fname:
    ensure  => $ensure ? { 'absent' => 'absent', default => 'file' },
    content => "server { listen ${port}; server_name ${server_names.join(' ')}; root ${[$root, "/srv/${title}"].filter |$x| { $x =~ NotUndef }[0]}; }\n",
    require => Class['nginx::config'],
    notify  => Class['nginx::service'],
    tag     => ['nginx-vhost', "port-${port}"],
  }
  $locations.each |$i, $loc| {
    @nginx::location { "${title}-${i}": vhost => $title, path => $loc }
  }
}
