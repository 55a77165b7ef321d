# Ruby 3.0/3.1 syntax and methods in module Ruby (see the function's file): one line per call.
probe::syn31().each |$k, $v| { notice("${k} = ${v}") }
