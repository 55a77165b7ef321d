# augeas(): a lens that does not exist fails the parse step.
notice(augeas("a=1\n", 'Nosuch.lns', ['set b 2']))
