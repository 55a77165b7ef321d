notice(bad_legacy('parse'))
