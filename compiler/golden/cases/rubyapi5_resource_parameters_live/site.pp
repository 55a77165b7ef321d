# Puppet::Parser::Resource#parameters of catalog resources changed by a 3.x function (a Param added,
# a value changed in place, a parameter deleted, a value set after a nested function call) and
# Resource#name (title, name parameter, class, define instance). Written for this case.
include m
