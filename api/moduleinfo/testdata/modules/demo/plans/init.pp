plan demo() { }
