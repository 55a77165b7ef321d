define ntp::server(String $host = "${title}.ntp.org") {
  File { mode => '0644' }
  file { "/etc/ntp.d/${title}": content => $host }
  exec { "check-${title}": command => "ntpdate -q ${host}" }
  service { "ntp-${title}": }
}
