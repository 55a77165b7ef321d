notice(bad_def())
