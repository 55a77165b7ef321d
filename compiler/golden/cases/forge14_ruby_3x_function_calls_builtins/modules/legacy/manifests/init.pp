# Written for this case.
class legacy (String $role = 'web') {
  $fqdn = $facts['networking']['fqdn']
  legacy_builtins($role).each |$i, $line| {
    notify { "builtin ${i}": message => $line }
  }
}
