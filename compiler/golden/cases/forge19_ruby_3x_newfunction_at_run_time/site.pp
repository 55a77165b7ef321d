# A 4.x function defining a 3.x function at run time
# (Puppet::Parser::Functions.newfunction) and calling it through the scope;
# the Puppet language then calls it by name.
notice(dyn::make('a'))
notice(dyn_made('b'))
