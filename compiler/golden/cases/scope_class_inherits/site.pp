# inherits: the parent is evaluated first, its variables are visible unqualified in the child, and
# parameter defaults may use them.
class base {
  $port = 80
  $greeting = 'from base'
  notify { 'base body': }
}
class child($p = $port + 1) inherits base {
  notify { 'child': message => [$port, $greeting, $p, $base::port] }
}
class grandchild inherits child {
  notify { 'grandchild': message => [$port, $p, $child::p] }
}
include grandchild
