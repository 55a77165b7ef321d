type A inherits B { }
