type Environment::Small = Integer[0, 9]
