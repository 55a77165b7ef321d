notice(bad::check('std'))
