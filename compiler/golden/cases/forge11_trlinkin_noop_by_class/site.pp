# trlinkin-noop's noop_by_class() (3.x) with its current 4.x noop(): noop_by_class noops a class already evaluated
# through its class scope (find_hostclass, class_scope, scope.call_function(:noop, [])) and patches the top scope's
# lookupdefaults (class << topscope; instance_method + define_method + bind) for classes declared later.
# Classes and resources written for this case.
class early { file { '/tmp/early': ensure => file } }
class late { file { '/tmp/late': ensure => file } }
class direct {
  noop()
  file { '/tmp/direct': ensure => file }
}
include early
noop_by_class(['early', 'late'])
include late
include direct
file { '/tmp/top': ensure => file }
