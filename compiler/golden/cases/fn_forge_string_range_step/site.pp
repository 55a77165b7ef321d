# Ruby's String#upto yields the start even when it is longer than the end ('1.5'..'3' is ['1.5']).
notice(rng::steps('1.5', '3', 1))
notice(rng::steps('a', 'e', 2))
notice(rng::steps('host08', 'host11', 1))
notice(rng::steps('9', '10', 1))
notice(rng::steps('zz', 'a', 1))
notice(rng::steps('a9', 'b2', 2))
