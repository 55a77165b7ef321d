@notice("x")
