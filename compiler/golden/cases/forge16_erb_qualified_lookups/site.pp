# Qualified variable lookups from ERB templates and Puppet code: evaluated classes, inherited
# parameters, top and node scope, a class not evaluated (Puppet warns), unknown names.
$top_var = 'top value'
node default {
  $node_var = 'node value'
  include app
}
