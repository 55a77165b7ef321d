# unbound::validate_unbound_addr refusing an address (voxpupuli/puppet-unbound); written for this case.
unbound::validate_unbound_addr(['a@b@c'])
