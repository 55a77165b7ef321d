# A module's functions/ defines only names in the module's namespace: hello() is not found there.
notice(hello('x'))
