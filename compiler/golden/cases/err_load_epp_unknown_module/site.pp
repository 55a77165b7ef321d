notice(epp('nomod/x.epp'))
