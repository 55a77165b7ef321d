# A resource added from Ruby whose title is taken.
file { '/etc/taken':
  ensure => directory,
}
rmk_add('file', '/etc/taken')
