# A custom Enumerable collection with Comparable members in module Ruby (see the function's file): one line per call.
probe::enum().each |$k, $v| { notice("${k} = ${v}") }
