define svc::endpoint (
  Integer $port,
  Float $weight = 1.0,
  Boolean $enabled = true,
  String $zone = 'default',
  Array[String] $labels = [],
) {
  file { "/etc/lb/${title}.cfg":
    content => "${title} ${port} ${weight} ${enabled} ${zone} ${labels.join(',')}\n",
  }
}
