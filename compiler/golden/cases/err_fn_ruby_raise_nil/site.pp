notice(bad::check('nil'))
