# Scope#parent / class_scope / newscope from a 3.x function (sc/lib/puppet/parser/functions/scope_chain.rb).
$topv = 'top'
class base { $bv = 'basev' }
class child inherits base {
  $cv = 'childv'
  notice(scope_chain('child'))
}
class outer {
  $ov = 'outerv'
  include inner
}
class inner {
  notice(scope_chain('inner'))
}
define sc::d() {
  $dv = 'dv'
  notice(scope_chain('d'))
}
class innode {
  notice(scope_chain('innode'))
  sc::d { 'one': }
}
node default {
  $nv = 'nodev'
  include innode
  include child
  include outer
}
