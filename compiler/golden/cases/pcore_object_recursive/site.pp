type Tree = Object[{attributes => {v => Integer, kids => {type => Array[Tree], value => []}}}]
$t = Tree.new(1, [Tree.new(2), Tree.new(3, [Tree.new(4)])])
notice($t)
notice($t.kids.map |$k| { $k.v })
notice($t.then |$x| { $x.v })
notice(Tree)
notice($t =~ Tree)
notice(Tree.new(1) == Tree.new(1, []))
$a = Array[Tree]
notice([Tree.new(5)] =~ $a)
notice(Tree.new({v => 7}))
class c(Tree $t) { notice($t.v) }
class { 'c': t => Tree.new(9) }
