notice(lookup('list'))
notice(lookup('bad'))
