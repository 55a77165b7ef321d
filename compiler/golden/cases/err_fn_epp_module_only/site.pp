notice(epp('m'))
