# $name and $title at top scope, in a node, in a class and in a define.
notice("top name=${name} title=${title}")
class c { notice("class name=${name} title=${title} module=[${module_name}]") }
define d { notice("define name=${name} title=${title}") }
node default {
  notice("node name=${name} title=${title}")
  include c
  d { 'inst': }
  d { 'named': name => 'explicit' }
}
