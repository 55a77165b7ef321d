notice(bad::deep(3))
