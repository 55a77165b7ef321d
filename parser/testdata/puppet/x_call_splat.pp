notice(*)
