define lb::member (
  String $service,
  String $server,
  String $ip,
  Array[Integer] $ports,
  Array[String] $options = [],
  Optional[Integer] $weight = undef,
) {
  $w = $weight ? { undef => '', default => " weight ${weight}" }
  file { "/etc/lb/${service}.d/${title}.cfg":
    content => "server ${server} ${ip}:${ports.join(',')} ${options.join(' ')}${w}\n",
    tag     => ['lb_member', $service],
  }
}
