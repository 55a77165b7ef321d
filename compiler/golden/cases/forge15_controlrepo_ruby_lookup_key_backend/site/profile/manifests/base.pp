class profile::base (
  Array $packages,
  Hash $limits,
  String $motd,
  Hash $settings,
) {
  notify { 'packages': message => $packages }
  notify { 'limits': message => $limits }
  notify { 'motd': message => $motd }
  notify { 'settings': message => $settings }
  notify { 'dig ntp': message => lookup('profile::base::settings.ntp.servers') }
  notify { 'role': message => lookup('site::role') }
  notify { 'unset': message => lookup('site::unset', { 'default_value' => 'dflt' }) }
  notify { 'missing': message => lookup('site::missing', { 'default_value' => 'none' }) }
  notify { 'all packages': message => lookup('profile::base::packages', Array, 'first') }
}
