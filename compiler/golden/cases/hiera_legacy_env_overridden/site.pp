notice(lookup('k'))
