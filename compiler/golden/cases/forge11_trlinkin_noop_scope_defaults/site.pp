# trlinkin-noop's noop() as control repositories call it (benjamin-robertson/control-repo-lab's site.pp: noop(false) in a
# node): the function defines singleton methods on the calling Scope
# (def scope.lookupdefaults ... super ...) so every resource of that scope and its children gets noop => the value.
# Classes and resources written for this case.
File { backup => false }
class inner {
  file { '/tmp/inner': ensure => file }
  notify { 'inner': noop => false }
}
class outer {
  noop()
  file { '/tmp/outer': ensure => file }
  include inner
}
class other {
  noop(false)
  exec { '/bin/true': }
}
node default {
  include outer
  include other
  file { '/tmp/node': ensure => file }
}
