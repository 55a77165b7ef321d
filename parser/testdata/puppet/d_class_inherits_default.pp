class a inherits default {}
