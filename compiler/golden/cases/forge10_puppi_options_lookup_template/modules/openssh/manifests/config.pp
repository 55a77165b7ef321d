define openssh::config {
  file { "/etc/ssh/sshd_config.${title}": content => template('openssh/sshd_config.erb') }
  $direct = options_lookup('Port', '22')
  notice("direct ${direct}")
}
