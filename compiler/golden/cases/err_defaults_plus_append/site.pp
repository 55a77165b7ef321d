# +> is not allowed in a resource default expression (Puppet 7.23 validation), although the
# specification describes it as appending to an outer default.
Exec { path => ['/usr/bin'] }
class inner {
  Exec { path +> ['/usr/sbin'] }
  exec { 'inner': command => 'true' }
}
include inner
