notice(lookup('k', undef, undef, 'none: no environment data'))
