# augeas_core's augeas() function: a failure of the parse, a change or the write-back (Puppet's messages).
notice(augeas("foo=bar\n", 'Shellvars.lns', ['set foo/bar 2']))
