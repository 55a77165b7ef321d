# scope.catalog.name and .version (the config_version output, a String,
# when the environment has one) and Puppet::Resource::Type#arguments of
# classes and defined types: the parameter names in order, nil for one
# without a default.
class ta::plain {}
include ta
ta::probe().each |$i, $v| { notice("${i}: ${v}") }
