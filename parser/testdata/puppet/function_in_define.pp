define d { function f() {} }
