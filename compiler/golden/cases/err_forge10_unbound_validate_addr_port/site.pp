# unbound::validate_unbound_addr refusing an address (voxpupuli/puppet-unbound); written for this case.
unbound::validate_unbound_addr(['10.0.0.1@dns'])
