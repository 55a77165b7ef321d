class system::motd ($text = 'default') {
  file { '/etc/motd': content => "${text}\n" }
}
