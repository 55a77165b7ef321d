notice(bad::req())
