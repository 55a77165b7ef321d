define d($p = 'P') {
  if $title == 'one' { $a = 'a1' } else { $b = 'b2' }
  $c = "${name}-${p}"
  [1].each |$c| { notice("lambda c=${c}") }
  [2].each |$x| { $e = "e${x}" notice("in e=${e}") }
  notice("a=${a} b=${b} c=${c} e=${e} f=${f} top=${top}")
  $f = 'late'
  $l1 = 1 $l2 = 2 $l3 = 3 $l4 = 4 $l5 = 5 $l6 = 6 $l7 = 7 $l8 = 8
  $t = inline_template('<%= @c %>/<%= scope.lookupvar("f") %>/<%= @l8 %>')
  notice("f=${f} l=${l1}${l8} t=${t}")
}
class base { $v = 'from base' $w = 'base w' }
class child inherits base { $w2 = $w notice("v=${v} w2=${w2}") }
$top = 'T'
d { 'one': }
d { 'two': p => 'Q' }
include child
class many($p1 = 1) {
  $m1 = 'm1' $m2 = 'm2' $m3 = 'm3' $m4 = 'm4' $m5 = 'm5' $m6 = 'm6' $m7 = 'm7' $m8 = 'm8'
  notice("${m1}${m8} ${p1} [${unset_here}]")
}
class shadow {
  notice("before=${top}")
  $top = 'local'
  notice("after=${top} ${::top}")
  [1, 2].each |$i| { $top2 = "t${i}" notice("${top2} ${top}") }
  notice("top2=[${top2}]")
}
include many, shadow
notice("q=${many::m8} ${many::p1} ${many::title} ${shadow::top}")
