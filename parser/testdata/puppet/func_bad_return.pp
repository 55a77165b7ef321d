function f() >> 1 { }
