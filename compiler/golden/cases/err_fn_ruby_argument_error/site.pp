notice(bad::check('arg'))
