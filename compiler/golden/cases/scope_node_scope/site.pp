# Node scope: variables set in the node block are visible in classes declared in that node (the
# node scope sits between top scope and those classes), and shadow top-scope variables.
$role = 'top role'
$only_top = 'only at top'
class profile { notify { 'profile sees': message => [$role, $only_top, $::role, $from_node] } }
node 'web01.example.com' {
  $role = 'node role'
  $from_node = 'set in node'
  include profile
}
