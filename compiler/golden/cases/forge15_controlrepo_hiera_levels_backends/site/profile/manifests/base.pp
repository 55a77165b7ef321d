class profile::base (
  Array[String] $packages,
  String $timezone,
  String $domain,
  Array[String] $motd_lines,
  Array[String] $ntp_servers,
  String $pkg_provider,
  Hash $sysctl,
  Sensitive[Hash] $admins,
  Hash $dns,
) {
  $packages.each |$p| { package { $p: ensure => installed, provider => $pkg_provider } }
  file { '/etc/motd': content => $motd_lines.join("\n") }
  file { '/etc/timezone': content => "${timezone}\n" }
  $sysctl.each |$k, $v| { notify { "sysctl ${k}": message => "${k} = ${v} (${type($v, 'generalized')})" } }
  notify { 'ntp': message => $ntp_servers }
  notify { 'dns': message => $dns }
  notify { 'admins': message => $admins.unwrap.keys.sort }
  notify { 'domain': message => $domain }
}
