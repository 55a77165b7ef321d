class psick::pre {
  file { '/etc/psick-pre': ensure => file }
}
