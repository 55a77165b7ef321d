notice('start')
notice(lookup('other'))
