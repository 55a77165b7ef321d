type Tree = Object[{attributes => {v => Integer}}]
class c(Tree $t) { notice($t.v) }
class { "c": t => 3 }
