# defined(): classes, defined types, resource types, resources (by reference and string),
# variables.
class declared {}
define mydefine {}
include declared
notify { 'exists': }
$var = undef
$set = 1
$r = {
  'class known'         => defined('declared'),
  'class unknown'       => defined('nosuchclass'),
  'define'              => defined('mydefine'),
  'builtin type'        => defined('file'),
  'function'            => defined('notice'),
  'resource ref'        => defined(Notify['exists']),
  'resource missing'    => defined(Notify['missing']),
  'class ref declared'  => defined(Class['declared']),
  'class ref undecl'    => defined(Class['mydefine']),
  'resource string'     => defined('Notify[exists]'),
  'variable set'        => defined('$set'),
  'variable undef'      => defined('$var'),
  'variable missing'    => defined('$nope'),
  'type ref'            => defined(File),
}
notify { 'defined': message => $r }
