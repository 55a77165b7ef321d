notice(bad::syn())
