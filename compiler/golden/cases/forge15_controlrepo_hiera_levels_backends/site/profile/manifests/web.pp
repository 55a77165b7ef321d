class profile::web (
  Hash $settings,
  String $docroot,
) {
  include profile::base
  notify { 'web settings': message => $settings }
  file { $docroot: ensure => directory }
  $up = lookup('profile::web::settings.upstreams.app')
  notify { 'first upstream': message => $up[0] }
  $opts = lookup('profile::base::sysctl', { 'merge' => 'first', 'default_value' => {} })
  notify { 'sysctl first': message => $opts }
  $missing = lookup('profile::web::nothing', { 'default_value' => 'dflt', 'value_type' => String })
  notify { 'missing': message => $missing }
}
