# Binary from strings and base64, Environment.valid_name?, the loaders
# module Ruby reaches (Loaders.find_loader, Puppet.lookup(:loaders)) and the
# functions they load, Puppet.lookup(:environments) and Puppet.override.
vl::probe().each |$i, $v| { notice("${i}: ${v}") }
