plan demo::both() { }
