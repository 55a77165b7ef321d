notice(mysql::normalise_and_deepmerge({}, [1]))
