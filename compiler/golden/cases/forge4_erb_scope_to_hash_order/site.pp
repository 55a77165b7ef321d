notice("top module_name=[${module_name}] type=${type($module_name)} caller=${type($caller_module_name)}")
$top_var = 'top'
node default {
  $node_var = 'n'
  include m
}
