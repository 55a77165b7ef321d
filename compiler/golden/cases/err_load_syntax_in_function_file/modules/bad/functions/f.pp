function bad::f() { 
