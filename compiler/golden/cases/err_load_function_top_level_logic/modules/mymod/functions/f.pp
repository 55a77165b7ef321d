function mymod::f() { 1 }
notice(2)
