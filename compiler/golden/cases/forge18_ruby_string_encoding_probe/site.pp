# String encodings and bytes in module Ruby (see the function's file): one line per call.
probe::enc().each |$k, $v| { notice("${k} = ${v}") }
