class nginx::service {
  if $nginx::manage_service {
    service { 'nginx': ensure => running, enable => true }
  }
}
