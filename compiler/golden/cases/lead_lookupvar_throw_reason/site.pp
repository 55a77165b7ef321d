# What Scope#lookupvar throws to catch(:undefined_variable): nil for a simple unknown name, the qualified
# lookup's reason (a String) otherwise; built-in and numeric variables and variables set to undef never throw.
class m::declared { $here = 1 }
class m::child inherits m::declared { }
include m::child
$set_undef = undef
['nope', '::nope', 'm::declared::here', 'm::declared::missing', 'm::child::here', 'm::child::nothing',
 'm::absent::x', 'm::notdeclared::x', 'set_undef', 'module_name', 'environment', '0', 'settings::nope']
.each |$n| {
  notice("${n}: ${m::thrown($n)}")
  notice("${n} (3.x): ${m_thrown3($n)}")
}
