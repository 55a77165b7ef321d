node default, default {}
