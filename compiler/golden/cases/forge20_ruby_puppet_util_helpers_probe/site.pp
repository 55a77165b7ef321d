probe::util2().each |$k, $v| { notice("${k}: ${v}") }
