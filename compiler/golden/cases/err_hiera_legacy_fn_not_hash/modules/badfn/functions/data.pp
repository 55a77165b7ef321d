function badfn::data() { ['not', 'a', 'hash'] }
