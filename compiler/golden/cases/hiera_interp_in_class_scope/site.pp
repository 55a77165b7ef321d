# Interpolation of plain variables uses the scope of the lookup: a role variable set in a node
# (not at top scope) selects the hierarchy level for classes declared in that node.
class profile($port, $greeting) { notify { "port ${port}": message => $greeting } }
node default {
  $role = 'web'
  include profile
  notify { 'lookup in node': message => lookup('profile::greeting') }
}
