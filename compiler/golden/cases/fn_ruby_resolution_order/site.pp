# A function of the initial manifests wins even over Puppet's own.
function abs($x) { "site.pp's abs(${x})" }
notify { 'abs': message => abs(-3) }
# In one module: the 4.x Ruby function before the Puppet-language one.
notify { 'm::both': message => m::both() }
# The Puppet-language one before the 3.x Ruby one.
notify { 'm::pp_or_3x': message => m::pp_or_3x() }
# A global name: the environment's functions/ before any module's 3.x.
notify { 'envfirst': message => envfirst() }
# The environment's lib/ 3.x function.
notify { 'envlegacy': message => envlegacy() }
include m
