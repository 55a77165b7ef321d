notice(bad::mm())
