$r = Rdt::Range(1, 10, 3)
notice($r.to_a)
notice("${r.size} ${r.contains(7)} ${r.contains(8)}")
notice($r.slice(0, 2))
notice($r.nothing =~ Undef)
notice("${r.from}..${r.to} by ${r.step}")
notice($r)
notice(Rdt::Range.new(2, 4).to_a)
$r.to_a.each |$i| { notice("i=${i}") }
