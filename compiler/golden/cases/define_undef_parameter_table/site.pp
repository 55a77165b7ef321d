# The undef-parameter table for defined types (no data binding): given undef means "use the
# default"; with no default, a given undef leaves the parameter undef (no error).
define t($with_default = 10, $undef_default = undef, $required) {
  notify { "t ${title}": message => { 'with_default' => $with_default, 'undef_default' => $undef_default, 'required' => $required } }
}
t { 'missing':         required => 1 }
t { 'given':           with_default => 20, undef_default => 30, required => 2 }
t { 'given undef':     with_default => undef, undef_default => undef, required => undef }
