type A { }
