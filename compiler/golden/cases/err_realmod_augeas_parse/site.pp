# augeas_core's augeas() function: a failure of the parse, a change or the write-back (Puppet's messages).
notice(augeas("proc /proc\n", 'Fstab.lns', ['rm ./1/opt[3]']))
