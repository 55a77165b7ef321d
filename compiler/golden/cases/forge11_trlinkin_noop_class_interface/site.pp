# trlinkin-noop's class interface (its README): a class with $class_noop / $class_noop_override calls
# noop::class_interface(), which asks the class Scope bound?('class_noop') and calls noop() with the result.
# Classes and resources written for this case.
class withiface (
  Boolean           $class_noop = noop::true_unless_no_noop(),
  Optional[Boolean] $class_noop_override = undef,
) {
  noop::class_interface()
  package { 'pkg': ensure => installed }
}
class plain (
  Boolean $class_noop = noop::true_unless_no_noop(),
) {
  noop::class_interface()
  service { 'svc': ensure => running }
}
class { 'withiface': class_noop_override => false }
include plain
file { '/tmp/top': ensure => file }
