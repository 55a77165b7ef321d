function mymod::f() { 1 }
