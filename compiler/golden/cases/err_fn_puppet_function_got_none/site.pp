# A call without arguments: Puppet's count mismatch says "got none", not "got 0".
function f(Integer $x, String $y = 'a') { $x }
notice(f(1))
notice(f())
