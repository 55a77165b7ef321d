# Puppet::Parser::Functions and known_resource_types from a 3.x function, each rescued (written for this case).
include probe
