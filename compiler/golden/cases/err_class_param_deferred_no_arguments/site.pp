class c(String $p) { notice($p) }
class { 'c': p => Deferred('join') }
