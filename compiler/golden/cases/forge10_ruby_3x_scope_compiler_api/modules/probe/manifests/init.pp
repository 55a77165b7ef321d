class probe {
  $v = 'probe-v'
  file { '/etc/probe': ensure => file, mode => '0644', tag => ['extra'] }
  probe::thing { 'a': value => 'A' }
  scope_api().each |$l| { notice($l) }
}
