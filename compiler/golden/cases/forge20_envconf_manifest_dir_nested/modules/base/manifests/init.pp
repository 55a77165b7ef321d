class base {
  notice("base sees top scope owner ${::site_owner}")
  file { '/etc/base.conf': ensure => file }
}
