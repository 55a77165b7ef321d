class profile::base (
  Hash $services = {},
  Hash $users = {},
  Hash $user_defaults = { 'shell' => '/bin/bash', 'managehome' => true },
) {
  $rules = profile::firewall_rules($services, 200)
  $rules.each |$r| {
    notify { $r['title']: message => $r - 'title' }
  }
  $names = profile::each_user($users, $user_defaults) |$name, $attrs| {
    user { $name: * => $attrs }
    $name
  }
  notify { 'users': message => $names }
  $flags = profile::env_flags()
  notify { 'flags': message => $flags }
}
