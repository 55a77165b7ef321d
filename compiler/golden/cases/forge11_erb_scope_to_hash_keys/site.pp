# An ERB template (of the kind control repositories use to dump every variable with a prefix) reading scope.to_hash,
# from a define declared by a class in a node: which variables (node, top scope, facts, the define's own; undef ones)
# it sees, and the template's instance variables. Written for this case.
$app_top = 'top'
node default {
  $app_node = 'node'
  include app
}
