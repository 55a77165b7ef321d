define system::fact ($value, $ensure = 'present') {
  file { "/etc/facter/facts.d/${title}.txt": ensure => $ensure, content => "${title}=${value}\n" }
}
