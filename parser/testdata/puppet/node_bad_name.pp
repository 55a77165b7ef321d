node a..b {}
