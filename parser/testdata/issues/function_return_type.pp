function f() >> 1 { 1 }
