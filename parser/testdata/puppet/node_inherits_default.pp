node a inherits default {}
