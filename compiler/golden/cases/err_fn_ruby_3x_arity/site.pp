notice(bad_legacy('a', 'b'))
