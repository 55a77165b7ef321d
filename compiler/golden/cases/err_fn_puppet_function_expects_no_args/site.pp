# A function without parameters: "expects no arguments".
function f() { 1 }
notice(f())
notice(f(1))
