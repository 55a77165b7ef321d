class c(String $p) { notice($p) }
class { 'c': p => Deferred('no_such_function', []) }
