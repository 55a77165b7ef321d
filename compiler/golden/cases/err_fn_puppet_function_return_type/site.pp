# A Puppet function's return type mismatch: "value returned from NAME has wrong type, expects ...".
function m::f(Integer $x) >> String { "${x}" }
function m::g(Integer $x) >> String { $x }
notice(m::f(1))
notice(m::g(1))
