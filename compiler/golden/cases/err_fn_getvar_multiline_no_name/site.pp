# The last line does not start with a variable name: Puppet's match is nil.
$a = 1
notice(getvar("a.b\n.c", 'dflt'))
