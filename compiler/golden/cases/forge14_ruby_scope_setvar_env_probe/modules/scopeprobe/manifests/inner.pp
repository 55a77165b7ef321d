# Written for this case.
class scopeprobe::inner {
  scope_more().each |$i, $line| {
    notify { "scope ${i}": message => $line }
  }
  notify { 'after': message => "${from_ruby}" }
}
