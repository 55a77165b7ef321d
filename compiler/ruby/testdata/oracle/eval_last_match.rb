# $~ and $1.. seen by a String eval inside a block that a builtin yields
# once per match (gsub, scan), with and without a method call in the
# String (camptocamp/puppet-accounts' strformat: gsub { eval("self[$1]#{$2}") }).
h = { "a" => "A", "b" => { "c" => "C" } }
p '%{a} %{b}["c"]'.gsub(/%\{(\w+)\}(\S*)/) { eval("h[$1]#{$2}") }
p '%{a} %{b}'.gsub(/%\{(\w+)\}/) { eval("h[$1].to_s") }
p '%{a} %{b}'.gsub(/%\{(\w+)\}/) { eval("$~[1]") }
p '%{a} %{b}'.gsub(/%\{(\w+)\}/) { binding.eval("$1.upcase") }
out = []
'x1 y2 z3'.scan(/(\w)(\d)/) { out << eval("[$1, $2.to_i * 2]") }
p out
p 'ab'.gsub(/(\w)/, &->(m) { eval("$1 * 2") })
p 'q7 r8'.gsub(/(\d)/) { instance_eval("$1.to_i + 1").to_s }
'k' =~ /(k)/
p [1, 2].map { |i| eval("$1 * i") }, $1
