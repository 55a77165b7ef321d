notice('start')
notice(lookup('bad'))
