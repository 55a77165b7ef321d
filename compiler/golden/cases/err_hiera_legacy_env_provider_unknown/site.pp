notice(lookup('x', undef, undef, 'd'))
