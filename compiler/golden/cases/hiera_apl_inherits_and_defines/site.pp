# Automatic parameter lookup applies to classes only (not defines); a child class gets its own
# keys, its parent's parameters come from the parent's keys; node-scope variables feed the
# hierarchy and interpolation when the class is declared in the node.
class parent($a = 'parent default') { notice("parent a=${a}") }
class child($a = 'child default', $b = 'b default', $p = 'p default') inherits parent {
  notice("child a=${a} b=${b} p=${p} parent::a=${parent::a}")
  notice(lookup('msg'))
}
define d($x = 'define default') { notice("d ${title} x=${x}") }
node default {
  $tier = 'gold'
  $nodevar = 'nv'
  include child
  d { 'one': }
  notice(lookup('msg'))
}
