$top_var = 'top'
node default {
  $node_var = 'n'
  include m
}
