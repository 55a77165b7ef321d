notice(bad::cu())
