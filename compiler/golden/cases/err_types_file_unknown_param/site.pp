file { '/etc/ok': ensure => file, mode => '0644' }
file { '/etc/bad':
  ensure  => file,
  permissions => '0644',
}
