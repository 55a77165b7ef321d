class foo::bar { notice($title, $name, $module_name) }
define foo::d() { notice($title, $name) }
include foo::bar
foo::d { 'x': }
foo::d { 'y': name => 'renamed' }
