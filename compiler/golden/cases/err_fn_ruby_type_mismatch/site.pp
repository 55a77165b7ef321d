notice(bad::check(42))
