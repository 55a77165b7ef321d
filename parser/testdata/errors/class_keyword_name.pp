define class { }
