# Module Ruby shared between a custom fact and a function: the function requires the fact's file
# (Facter.add with confine and setcode, a has_weight resolution) and its PuppetX helper, then asks
# Facter on the server (Facter.value of that fact, of a confined-away fact, of an unknown fact,
# Facter::Core::Execution.which / execute), as modules do to share parsing code.
notice(sysinfo::probe())
