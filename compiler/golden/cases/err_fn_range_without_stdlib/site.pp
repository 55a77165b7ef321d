# range() comes from stdlib, which is not on this case's modulepath.
notice('start')
notice(range(1, 3))
