notice(bad::ret())
