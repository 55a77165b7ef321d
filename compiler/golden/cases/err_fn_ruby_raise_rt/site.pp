notice(bad::check('rt'))
