notice(epp('m/nope.epp'))
