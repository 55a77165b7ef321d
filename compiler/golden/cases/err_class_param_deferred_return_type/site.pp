function f() >> String { 'x' }
class c(Integer $p) { notice($p) }
class { 'c': p => Deferred('f', []) }
