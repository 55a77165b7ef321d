function mymod::f() { 1 }
function mymod::fg() { 2 }
