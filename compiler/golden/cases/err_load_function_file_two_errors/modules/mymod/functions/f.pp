notice(1)
function mymod::f() { 1 }
notice(2)
