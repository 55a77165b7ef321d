notice(1.5e)
