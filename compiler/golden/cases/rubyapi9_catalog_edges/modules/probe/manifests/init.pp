class probe {
  probe::site { 'one': }
  @user { 'virt': }
  package { 'nginx': }
}
