notice(bad::nc())
