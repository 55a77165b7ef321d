class c($p) { $p = 2 }
class { 'c': p => 1 }
