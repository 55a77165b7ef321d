# QA-FORGE-5 L1: scope.lookupvar / scope[] of an unknown qualified variable from a template warns with
# Puppet's reason (Scope#lookup_qualified_variable / qualified_scope): "class X has not been evaluated",
# "class X could not be found", or, for a class that is evaluated but has no such variable, the name with a
# leading '::' (puppetlabs-mysql templates/my.cnf.pass.erb reads scope.lookupvar('mysql::client::safe_updates')
# before mysql::client is declared).
class declared_later { $v = 1 }
class evaluated { $x = 1 }
class parent_cls { $from_parent = 'p' }
class child_cls inherits parent_cls { }
include evaluated
include child_cls
$a = inline_template("<%= scope.lookupvar('declared_later::v').inspect %>")
$b = inline_template("<%= scope.lookupvar('no_such_class::v').inspect %>")
$c = inline_template("<%= scope.lookupvar('evaluated::missing').inspect %>")
$d = inline_template("<%= scope['::evaluated::missing2'].inspect %>")
$e = inline_template("<%= scope.lookupvar('unqualified_missing').inspect %>")
$f = inline_template("<%= scope.lookupvar('child_cls::from_parent').inspect %>")
$g = inline_template("<%= scope.lookupvar('child_cls::nothing').inspect %>")
$h = inline_template("<%= scope['declared_later::v'].inspect %>")
notice("${a} ${b} ${c} ${d} ${e} ${f} ${g} ${h}")
include declared_later
