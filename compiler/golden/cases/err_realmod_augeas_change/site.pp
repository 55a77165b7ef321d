# augeas_core's augeas() function: a failure of the parse, a change or the write-back (Puppet's messages).
notice(augeas("foo=bar\n", 'Shellvars.lns', ['bogus command', 'set foo 2']))
