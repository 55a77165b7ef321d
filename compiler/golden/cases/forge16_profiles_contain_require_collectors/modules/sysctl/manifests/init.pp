define sysctl (Variant[String, Integer] $value, Boolean $persist = true) {
  exec { "sysctl-${title}":
    command => "/sbin/sysctl -w ${title}=${value}",
    unless  => "/sbin/sysctl -n ${title} | grep -qx ${value}",
  }
  if $persist {
    file { "/etc/sysctl.d/60-${title}.conf": content => "${title} = ${value}\n", before => Exec["sysctl-${title}"] }
  }
}
