class webapp::config::files {
  notice("files module_name=${module_name}")
  file { '/etc/webapp': ensure => directory }
}
