# Ruby 3.1's core and standard library from a module function (see the function's file): one line per call.
probe::core().each |$k, $v| { notice("${k} = ${v}") }
