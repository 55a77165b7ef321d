notice(bad3())
