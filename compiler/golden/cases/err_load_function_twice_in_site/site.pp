# A function defined twice in the initial manifest.
function foo() { 1 }
function foo() { 2 }
notice(foo())
