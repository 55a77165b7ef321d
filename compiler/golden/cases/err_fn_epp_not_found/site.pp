notice(epp('m/missing'))
