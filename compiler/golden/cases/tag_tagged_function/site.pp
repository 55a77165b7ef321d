# tagged() is true for tags of the current scope's resource (class or define): its names and
# tags given with tag(); evaluated at the point of call.
class base::thing {
  notice("class: ${tagged('base')} ${tagged('base::thing')} ${tagged('thing')} ${tagged('extra')}")
  tag 'extra'
  notice("after tag: ${tagged('extra')} ${tagged('Extra')} ${tagged('extra', 'nope')}")
}
include base::thing
define d { notice("define: ${tagged('d')} ${tagged('base')} ${tagged('dtag')}") }
d { 'x': tag => 'dtag' }
notice("main: ${tagged('base')}")
node default { notice("node: ${tagged('default')} ${tagged('node')}") }
