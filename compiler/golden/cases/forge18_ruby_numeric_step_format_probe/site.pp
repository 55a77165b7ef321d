# Numeric stepping, radix conversions and format references in module Ruby (see the function's file): one line per call.
probe::num().each |$k, $v| { notice("${k} = ${v}") }
