# Outside modules $module_name is '' (not undef): in the top scope, node scopes, and classes and
# defines of the main manifest, so a parameter defaulting to it is in the catalog as "".
# $caller_module_name stays undef at top scope.
notify { 'top': message => [$module_name, $caller_module_name] }
class c($x = $module_name) {
  notify { 'c': message => [$x, $module_name] }
}
define d($x = $module_name) {
  notify { "d ${title}": message => [$x, $module_name] }
}
node default {
  notify { 'node': message => $module_name }
  include c
  d { 'one': }
  include m
}
