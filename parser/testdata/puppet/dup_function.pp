function f() {} function f() {}
