# Resource defaults naming an attribute twice (here once through a splat): Puppet says "Default
# already defined for Notify { message }; cannot redefine" at the statement's line.
notify { 'x': }
Notify {
  message => 'a',
  * => { message => 'b' },
}
