# Where top-level definitions of module function files go: Puppet evaluates a 4.x function file
# in its loader's namespace, a 3.x file at the top level.
notify { 'first': message => tl::first() }
notify { 'second': message => tl::second() }
notify { 'third': message => tl_third() }
