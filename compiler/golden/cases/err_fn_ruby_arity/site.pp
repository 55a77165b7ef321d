notice(bad::check('a', 'b'))
