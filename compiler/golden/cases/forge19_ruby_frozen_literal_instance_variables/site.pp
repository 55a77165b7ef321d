fz::probe().each |$i, $v| { notice("${i}: ${v}") }
