notice(lookup('other'))
