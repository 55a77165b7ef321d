function f() { function g() {} }
