node a::b {}
