# The declaring scope may override its own resources' unset attributes, several at once, and
# references may name several titles.
notify { ['a', 'b']: }
file { '/x': }
Notify['a'] { message => 'set later' }
Notify['a', 'b'] { loglevel => 'info' }
File['/x'] { mode => '0644' }
class holder {
  notify { 'c': }
  Notify['c'] { message => 'from the same class' }
}
include holder
