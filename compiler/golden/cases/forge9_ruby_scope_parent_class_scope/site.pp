# Scope#parent and Scope#class_scope from a 3.x function (see the function's comment).
$topv = 'top'
class myc { $v = 'classv' }
include myc
class probe {
  notice(scope_walk('myc'))
}
include probe
